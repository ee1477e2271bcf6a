/** How a `FailureBackoff` grows its waits. */
export interface BackoffOptions {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The longest wait, in seconds; waits double from one second up to it. */
  maxDelaySeconds: number;
  /** A key's failures are forgotten this long after its last one. */
  forgetAfterSeconds: number;
  /** The most keys an in-memory store keeps; at the cap the oldest tenth is forgotten. */
  maxKeys?: number;
}

/** A key's run of failures: how many, and when the last one was (ms since the epoch). */
export interface FailureRun {
  failures: number;
  lastAt: number;
}

/**
 * Where a `FailureBackoff` keeps its runs: in this process's memory, or shared by several
 * processes. A store forgets a run `forgetAfterSeconds` after its last failure.
 */
export interface FailureStore {
  /** The key's current run; none after a success or a quiet spell. */
  get(key: string): Promise<FailureRun | undefined>;
  /** Counts one more failure at `at`, starting a new run if the old one was forgotten; one atomic step. */
  add(key: string, at: number): Promise<void>;
  forget(key: string): Promise<void>;
}

/** Builds the store of one backoff (`name` tells the backoffs apart where they share a store). */
export type FailureStoreFactory = (name: string, options: BackoffOptions) => FailureStore;

/**
 * Growing waits after repeated failures, per key: a slower guesser rather than a locked door.
 * After `freeFailures`, each further attempt must wait 1, 2, 4 … seconds (up to the maximum) after
 * the last failure; one success forgets the key. O(1) per call; bounded by its store.
 */
export class FailureBackoff {
  constructor(
    private readonly now: () => number,
    private readonly options: BackoffOptions,
    private readonly store: FailureStore = new MemoryFailureStore(now, options),
  ) {}

  /** Seconds until `key` may try again; 0 when it may now. */
  async retryAfter(key: string): Promise<number> {
    const run = await this.store.get(key);
    if (!run || run.failures < this.options.freeFailures) return 0;
    const delaySeconds = Math.min(2 ** (run.failures - this.options.freeFailures), this.options.maxDelaySeconds);
    return Math.max(0, Math.ceil((run.lastAt + delaySeconds * 1000 - this.now()) / 1000));
  }

  async recordFailure(key: string): Promise<void> {
    await this.store.add(key, this.now());
  }

  async forget(key: string): Promise<void> {
    await this.store.forget(key);
  }
}

/** The runs of one process, in memory: O(1) per call, at most `maxKeys` (100,000 by default). */
export class MemoryFailureStore implements FailureStore {
  // Insertion order is the order of each key's latest failure (a failure re-inserts), oldest first.
  readonly #runs = new Map<string, FailureRun>();

  constructor(
    private readonly now: () => number,
    private readonly options: Pick<BackoffOptions, 'forgetAfterSeconds' | 'maxKeys'>,
  ) {}

  async get(key: string): Promise<FailureRun | undefined> {
    return this.#current(key);
  }

  async add(key: string, at: number): Promise<void> {
    const failures = (this.#current(key)?.failures ?? 0) + 1;
    this.#runs.delete(key);
    if (this.#runs.size >= (this.options.maxKeys ?? 100_000)) this.#forgetOldest();
    this.#runs.set(key, { failures, lastAt: at });
  }

  async forget(key: string): Promise<void> {
    this.#runs.delete(key);
  }

  #current(key: string): FailureRun | undefined {
    const run = this.#runs.get(key);
    if (run && this.now() - run.lastAt > this.options.forgetAfterSeconds * 1000) {
      this.#runs.delete(key);
      return undefined;
    }
    return run;
  }

  #forgetOldest(): void {
    let toForget = Math.ceil(this.#runs.size / 10);
    for (const key of this.#runs.keys()) {
      if (toForget-- <= 0) break;
      this.#runs.delete(key);
    }
  }
}
