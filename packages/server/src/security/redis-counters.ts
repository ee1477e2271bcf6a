import { createClient } from '@redis/client';
import { closeRedis, connectRedis } from '../events/redis-event-bus.js';

/** The few Redis commands the shared counters (rate limits, login backoff) send. */
export interface CounterCommands {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  get(key: string): Promise<string | null>;
  hmGet(key: string, fields: string[]): Promise<(string | null)[]>;
  del(key: string): Promise<number>;
}

/** What a counter logs through when Redis does not answer. */
export interface CounterLog {
  warn(details: object, message: string): void;
}

// A request waits at most this long for Redis before going on without its counters.
const commandTimeoutMs = 500;

/**
 * Counters every process of one installation shares in Redis, their keys under REDIS_KEY_PREFIX.
 * They fail open: when Redis does not answer, a counter logs a warning and acts as if nothing had
 * been counted, because a rate limit is a brake on guessing, not a gate anyone must pass — turning
 * every login and sign-up away (or into a 500) while Redis is down would be the worse outage.
 */
export class SharedCounters {
  private constructor(
    readonly redis: CounterCommands,
    private readonly keyPrefix: string,
    private readonly log: CounterLog,
    private readonly disconnect: () => Promise<void>,
  ) {}

  /** Connects, refusing to start when Redis cannot be reached (as the event bus does). */
  static async connect(url: string, keyPrefix: string, log: CounterLog): Promise<SharedCounters> {
    // No offline queue and a timeout: while Redis is away a command fails at once (or soon) rather
    // than holding the request until the connection comes back.
    const client = createClient({ url, disableOfflineQueue: true, commandOptions: { timeout: commandTimeoutMs } });
    await connectRedis({ 'redis counters': client }, (error, what) => log.warn({ err: error }, `${what}: connection failed`));
    return new SharedCounters(client, keyPrefix, log, () => closeRedis(client));
  }

  /** This installation's name for a counter: `<prefix>:<kind>:<key>`. */
  key(kind: string, key: string): string {
    return `${this.keyPrefix}:${kind}:${key}`;
  }

  /** Runs a command, or logs why it failed and answers `fallback` (failing open, see above). */
  async failOpen<T>(what: string, fallback: T, command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      this.log.warn({ err: error }, `${what}: Redis did not answer, going on as if nothing had been counted`);
      return fallback;
    }
  }

  async close(): Promise<void> {
    await this.disconnect();
  }
}
