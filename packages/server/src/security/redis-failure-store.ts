import type { FailureRun, FailureStore } from './failure-backoff.js';
import type { SharedCounters } from './redis-counters.js';

// One atomic step: count the failure, note when, and keep the run for the quiet spell from now.
const addScript = `
redis.call('HINCRBY', KEYS[1], 'failures', 1)
redis.call('HSET', KEYS[1], 'lastAt', ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])`;

/**
 * The runs of every process of one installation, one Redis hash per key
 * (`<prefix>:backoff:<name>:<key>`, fields `failures` and `lastAt`) that Redis forgets
 * `forgetAfterSeconds` after its last failure; Redis bounds the memory, not this process.
 * When Redis does not answer, no key is waiting and failures go uncounted (see `SharedCounters`).
 */
export class RedisFailureStore implements FailureStore {
  constructor(
    private readonly counters: SharedCounters,
    private readonly name: string,
    private readonly forgetAfterSeconds: number,
  ) {}

  async get(key: string): Promise<FailureRun | undefined> {
    const [failures, lastAt] = await this.counters.failOpen('login backoff', [null, null], () => this.counters.redis.hmGet(this.key(key), ['failures', 'lastAt']));
    return failures === null || failures === undefined ? undefined : { failures: Number(failures), lastAt: Number(lastAt ?? 0) };
  }

  async add(key: string, at: number): Promise<void> {
    await this.counters.failOpen('login backoff', null, () =>
      this.counters.redis.eval(addScript, { keys: [this.key(key)], arguments: [String(at), String(Math.max(1, this.forgetAfterSeconds))] }),
    );
  }

  async forget(key: string): Promise<void> {
    await this.counters.failOpen('login backoff', 0, () => this.counters.redis.del(this.key(key)));
  }

  private key(key: string): string {
    return this.counters.key('backoff', `${this.name}:${key}`);
  }
}
