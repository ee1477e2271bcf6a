/** How a `FailureBackoff` grows its waits. */
export interface BackoffOptions {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The longest wait, in seconds; waits double from one second up to it. */
  maxDelaySeconds: number;
  /** A key's failures are forgotten this long after its last one. */
  forgetAfterSeconds: number;
  /** The most keys kept; at the cap the oldest tenth is forgotten. */
  maxKeys?: number;
}

/**
 * Growing waits after repeated failures, per key: a slower guesser rather than a locked door.
 * After `freeFailures`, each further attempt must wait 1, 2, 4 … seconds (up to the maximum) after
 * the last failure; one success forgets the key. In memory, bounded, O(1) per call.
 */
export class FailureBackoff {
  // Insertion order is the order of each key's latest failure (a failure re-inserts), oldest first.
  readonly #entries = new Map<string, { failures: number; lastAt: number }>();

  constructor(
    private readonly now: () => number,
    private readonly options: BackoffOptions,
  ) {}

  /** Seconds until `key` may try again; 0 when it may now. */
  retryAfter(key: string): number {
    const entry = this.#current(key);
    if (!entry || entry.failures < this.options.freeFailures) return 0;
    const delaySeconds = Math.min(2 ** (entry.failures - this.options.freeFailures), this.options.maxDelaySeconds);
    return Math.max(0, Math.ceil((entry.lastAt + delaySeconds * 1000 - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    const failures = (this.#current(key)?.failures ?? 0) + 1;
    this.#entries.delete(key);
    if (this.#entries.size >= (this.options.maxKeys ?? 100_000)) this.#forgetOldest();
    this.#entries.set(key, { failures, lastAt: this.now() });
  }

  forget(key: string): void {
    this.#entries.delete(key);
  }

  #current(key: string) {
    const entry = this.#entries.get(key);
    if (entry && this.now() - entry.lastAt > this.options.forgetAfterSeconds * 1000) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #forgetOldest(): void {
    let toForget = Math.ceil(this.#entries.size / 10);
    for (const key of this.#entries.keys()) {
      if (toForget-- <= 0) break;
      this.#entries.delete(key);
    }
  }
}
