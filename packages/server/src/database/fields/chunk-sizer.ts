/** Bounds of a ChunkSizer: rows in the first chunk, the least and most rows, and the time a chunk should take. */
export interface ChunkLimits {
  first: number;
  min: number;
  max: number;
  targetMs: number;
}

// A grid request queues behind a chunk once per query it makes (about five), so a chunk of
// ~25 ms keeps a whole request within a few hundred milliseconds while the write runs.
const serverLimits: ChunkLimits = { first: 2_000, min: 200, max: 50_000, targetMs: 25 };

/**
 * Sizes the chunks of a long write so each holds the connection about `targetMs`, from the
 * measured speed of the chunks before: tables, types and machines differ too much for a constant.
 */
export class ChunkSizer {
  #size: number;

  constructor(readonly limits: ChunkLimits = serverLimits) {
    this.#size = limits.first;
  }

  /** How many rows the next chunk takes. */
  get size(): number {
    return this.#size;
  }

  /** Learns from a chunk of `rows` rows that took `ms` milliseconds. */
  record(rows: number, ms: number): void {
    const fitting = (rows * this.limits.targetMs) / Math.max(ms, 1);
    // Shrinks at once (a slow chunk holds everyone up) but at most doubles, so one chunk that
    // happened to be fast cannot make the next one run long.
    const next = Math.round(Math.min(fitting, this.#size * 2));
    this.#size = Math.min(this.limits.max, Math.max(this.limits.min, next));
  }
}
