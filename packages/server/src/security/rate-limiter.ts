/** Counts attempts per key within a fixed window, so repeated failures can be refused with 429. */
export interface RateLimiter {
  /** Records an attempt for `key`; true while the key is still within its limit. */
  hit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
  /** Whether `key` has used up its attempts, without recording one. */
  isBlocked(key: string, limit: number): Promise<boolean>;
  /** Forgets a key, e.g. after a successful login. */
  reset(key: string): Promise<void>;
  /** Stops background work (the expiry timer). */
  close(): void;
}

/** Bounds of the in-memory limiter. */
export interface MemoryRateLimiterOptions {
  /** The most keys kept; at the cap, passed windows are swept, then the oldest tenth is forgotten. */
  maxKeys: number;
  /** How often passed windows are swept out. */
  sweepIntervalMs: number;
}

const defaults: MemoryRateLimiterOptions = { maxKeys: 100_000, sweepIntervalMs: 60_000 };

/**
 * The single-process rate limiter; a shared store takes its place when several processes run.
 * Every operation costs O(1): passed windows are swept on a timer rather than by the request that
 * happens to arrive, and the map is capped. Callers check an IP's key before an address's, so a
 * blocked IP adds no keys, and one IP adds at most `limit` addresses per window.
 */
export class MemoryRateLimiter implements RateLimiter {
  // Insertion order is the order windows started (a restarted window is re-inserted), so the first key is the oldest.
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly options: MemoryRateLimiterOptions;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly now: () => number = Date.now,
    options: Partial<MemoryRateLimiterOptions> = {},
  ) {
    this.options = { ...defaults, ...options };
    this.sweeper = setInterval(() => this.sweep(), this.options.sweepIntervalMs);
    this.sweeper.unref();
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.delete(key);
      this.makeRoom();
      window = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= limit;
  }

  async isBlocked(key: string, limit: number): Promise<boolean> {
    const window = this.windows.get(key);
    return window !== undefined && window.resetAt > this.now() && window.count >= limit;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Forgets every window that has passed. */
  sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  /** How many keys are held. */
  get size(): number {
    return this.windows.size;
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  // In batches: evicting one key per hit would restart iteration at the map's head each time, past
  // every deleted entry V8 has not compacted yet — a scan per hit again. A batch runs at most once
  // per tenth of maxKeys new keys, so its cost spreads to O(1) per hit.
  private makeRoom(): void {
    if (this.windows.size < this.options.maxKeys) return;
    this.sweep();
    let excess = this.windows.size - Math.floor(this.options.maxKeys * 0.9);
    for (const key of this.windows.keys()) {
      if (excess <= 0) break;
      this.windows.delete(key);
      excess -= 1;
    }
  }
}
