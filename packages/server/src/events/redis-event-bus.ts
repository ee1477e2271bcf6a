import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import type { PublishedEvent } from './domain-events.js';
import type { EventBus, EventListener } from './event-bus.js';
import { InProcessEventBus } from './in-process-event-bus.js';

/** The Redis pub/sub channel every Cellar process of one installation shares. */
export const eventChannel = 'cellar:domain-events';

/** One commit's events as they travel between processes, with the process that published them. */
interface EventBatch {
  from: string;
  events: PublishedEvent[];
}

/** The little of a Redis connection the bus uses once connected. */
interface RedisConnection {
  publish(channel: string, message: string): Promise<unknown>;
  close(): Promise<unknown>;
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
    private readonly onError: (error: unknown, what: string) => void,
  ) {
    this.local = new InProcessEventBus((error, event) => onError(error, `listener of ${event.type}`));
  }

  /** Connects to Redis (a publishing and a subscribed connection) and starts receiving other processes' events. */
  static async connect(url: string, onError: (error: unknown, what: string) => void): Promise<RedisEventBus> {
    const publisher = createClient({ url });
    // Without an error listener a dropped connection would crash the process; the client reconnects by itself.
    publisher.on('error', (error: unknown) => onError(error, 'redis publisher'));
    const subscriber = publisher.duplicate();
    subscriber.on('error', (error: unknown) => onError(error, 'redis subscriber'));
    // Unreachable at start is a configuration error: refuse to start rather than retry in silence.
    const firstFailure = new Promise<never>((_, reject) => {
      publisher.once('error', reject);
      subscriber.once('error', reject);
    });
    try {
      await Promise.race([Promise.all([publisher.connect(), subscriber.connect()]), firstFailure]);
    } catch (error) {
      publisher.destroy();
      subscriber.destroy();
      throw new Error(`Cannot reach Redis at REDIS_URL: ${error instanceof Error ? error.message : String(error)}`);
    }
    const bus = new RedisEventBus(publisher, subscriber, onError);
    await subscriber.subscribe(eventChannel, (message) => bus.receive(message));
    return bus;
  }

  subscribe(listener: EventListener): () => void {
    return this.local.subscribe(listener);
  }

  publish(...events: PublishedEvent[]): void {
    if (events.length === 0) return;
    this.local.publish(...events);
    const batch: EventBatch = { from: this.processId, events };
    this.publisher.publish(eventChannel, JSON.stringify(batch)).catch((error: unknown) => this.onError(error, 'redis publish'));
  }

  /** Disconnects from Redis; events published afterwards reach this process only. */
  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.close(), this.publisher.close()]);
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
