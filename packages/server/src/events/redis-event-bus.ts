import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import type { PublishedEvent } from './domain-events.js';
import type { EventBus, EventListener } from './event-bus.js';
import { InProcessEventBus } from './in-process-event-bus.js';

/** The Redis pub/sub channel every Cellar process of one installation (one REDIS_KEY_PREFIX) shares. */
export function eventChannel(keyPrefix: string): string {
  return `${keyPrefix}:domain-events`;
}

/** One commit's events as they travel between processes, with the process that published them. */
interface EventBatch {
  from: string;
  events: PublishedEvent[];
}

/** The little of a Redis connection the bus uses once connected. */
interface RedisConnection {
  publish(channel: string, message: string): Promise<unknown>;
  close(): Promise<unknown>;
  destroy(): void;
}

/**
 * The bus of several server processes: events reach this process's listeners at once (as with
 * `InProcessEventBus`, so a cache here is never stale after a commit here), and the other processes'
 * listeners through Redis pub/sub. Events are plain JSON (no Dates), so they cross unchanged.
 * A process ignores its own batches coming back from Redis; one commit's events go as one message,
 * so every process sees them in commit order.
 */
export class RedisEventBus implements EventBus {
  private readonly local: InProcessEventBus;
  private readonly processId = randomUUID();

  private constructor(
    private readonly publisher: RedisConnection,
    private readonly subscriber: RedisConnection,
    private readonly channel: string,
    private readonly onError: (error: unknown, what: string) => void,
  ) {
    this.local = new InProcessEventBus((error, event) => onError(error, `listener of ${event.type}`));
  }

  /** Connects to Redis (a publishing and a subscribed connection) and starts receiving other processes' events. */
  static async connect(url: string, keyPrefix: string, onError: (error: unknown, what: string) => void): Promise<RedisEventBus> {
    const publisher = createClient({ url });
    const subscriber = publisher.duplicate();
    await connectRedis({ 'redis publisher': publisher, 'redis subscriber': subscriber }, onError);
    const bus = new RedisEventBus(publisher, subscriber, eventChannel(keyPrefix), onError);
    await subscriber.subscribe(bus.channel, (message) => bus.receive(message));
    return bus;
  }

  subscribe(listener: EventListener): () => void {
    return this.local.subscribe(listener);
  }

  publish(...events: PublishedEvent[]): void {
    if (events.length === 0) return;
    this.local.publish(...events);
    const batch: EventBatch = { from: this.processId, events };
    this.publisher.publish(this.channel, JSON.stringify(batch)).catch((error: unknown) => this.onError(error, 'redis publish'));
  }

  /** Disconnects from Redis; events published afterwards reach this process only. */
  async close(): Promise<void> {
    await Promise.all([closeRedis(this.subscriber), closeRedis(this.publisher)]);
  }

  private receive(message: string): void {
    let batch: EventBatch;
    try {
      batch = JSON.parse(message) as EventBatch;
    } catch (error) {
      this.onError(error, 'redis message');
      return;
    }
    if (batch.from === this.processId || !Array.isArray(batch.events)) return;
    this.local.publish(...batch.events);
  }
}

/** A Redis client before it is connected, as `connectRedis` sees it. */
interface UnconnectedRedis {
  connect(): Promise<unknown>;
  destroy(): void;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  once(event: 'error', listener: (error: unknown) => void): unknown;
}

/**
 * Connects Redis clients, named for the log, or throws naming REDIS_URL: unreachable at start is a
 * configuration error, so the server refuses to start rather than retry in silence. Afterwards a
 * dropped connection is reported to `onError` and re-established by the client itself.
 */
export async function connectRedis(clients: Record<string, UnconnectedRedis>, onError: (error: unknown, what: string) => void): Promise<void> {
  const all = Object.entries(clients);
  // Without an error listener a dropped connection would crash the process.
  for (const [what, client] of all) client.on('error', (error) => onError(error, what));
  const firstFailure = new Promise<never>((_, reject) => {
    for (const [, client] of all) client.once('error', reject);
  });
  try {
    await Promise.race([Promise.all(all.map(([, client]) => client.connect())), firstFailure]);
  } catch (error) {
    for (const [, client] of all) client.destroy();
    throw new Error(`Cannot reach Redis at REDIS_URL: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// Long enough for replies already on their way; a publish queued while Redis is away would wait forever.
const closeGraceMs = 1000;

/** Closes a Redis client after the replies it awaits, or drops it (failing what is still queued) after a second. */
export async function closeRedis(client: { close(): Promise<unknown>; destroy(): void }): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), closeGraceMs)));
  const closed = client.close().catch(() => undefined);
  if ((await Promise.race([closed, late])) === 'late') client.destroy();
  clearTimeout(timer);
}
