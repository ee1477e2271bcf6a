import type { RateLimiter } from './rate-limiter.js';
import type { SharedCounters } from './redis-counters.js';

// One round trip, atomic: the first hit of a window creates the counter with the window as its
// lifetime, later hits only count. INCR keeps the expiry, so a window never outlives its length.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

/**
 * The rate limiter of several server processes: one fixed-window counter per key in Redis
 * (`<prefix>:rate:<key>`), which Redis forgets when the window passes, so nothing needs sweeping
 * and the processes count together. Windows run on Redis's clock, not the app's.
 * When Redis does not answer, every key counts as within its limit (`SharedCounters` explains why).
 */
export class RedisRateLimiter implements RateLimiter {
  constructor(private readonly counters: SharedCounters) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    const count = await this.counters.failOpen('rate limit', 0, async () =>
      Number(await this.counters.redis.eval(hitScript, { keys: [this.counters.key('rate', key)], arguments: [String(windowSeconds)] })),
    );
    return count <= limit;
  }

  async isBlocked(key: string, limit: number): Promise<boolean> {
    const count = await this.counters.failOpen('rate limit', null, () => this.counters.redis.get(this.counters.key('rate', key)));
    return count !== null && Number(count) >= limit;
  }

  async reset(key: string): Promise<void> {
    await this.counters.failOpen('rate limit', 0, () => this.counters.redis.del(this.counters.key('rate', key)));
  }

  // The connection is shared with the login backoff; app.ts closes it.
  close(): void {}
}
