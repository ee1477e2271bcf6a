/** Counts attempts per key within a fixed window, so repeated failures can be refused with 429. */
export interface RateLimiter {
  /** Records an attempt for `key`; true while the key is still within its limit. */
  hit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
  /** Whether `key` has used up its attempts, without recording one. */
  isBlocked(key: string, limit: number): Promise<boolean>;
  /** Forgets a key, e.g. after a successful login. */
  reset(key: string): Promise<void>;
}

/** The single-process rate limiter; a shared store takes its place when several processes run. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    const now = this.now();
    const current = this.windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowSeconds * 1000 };
    window.count += 1;
    this.windows.set(key, window);
    this.evictExpired(now);
    return window.count <= limit;
  }

  async isBlocked(key: string, limit: number): Promise<boolean> {
    const window = this.windows.get(key);
    return window !== undefined && window.resetAt > this.now() && window.count >= limit;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  // Keeps memory bounded under a spray of distinct addresses.
  private evictExpired(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
