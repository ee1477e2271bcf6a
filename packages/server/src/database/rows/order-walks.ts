// Walks of orders made after a request, to remember rows along them (row-reader.ts): at most one per
// table and order for each state of the table.

// Orders walked (or being walked), with the table's change count they were walked at; the oldest go first.
const walkedOrdersMax = 256;

/** Starts a background walk of a table's order once per change count, and knows when those under way are done. */
export class OrderWalks {
  readonly #walked = new Map<string, number>();
  readonly #running = new Set<Promise<void>>();

  /**
   * Runs `walk` unless this order was walked (or is being walked) at `version` of its table. A walk
   * only saves later reads time: one cut short (the table or field deleted meanwhile) is simply over,
   * and may run again.
   */
  start(key: string, version: number, walk: () => Promise<void>): void {
    if (this.#walked.get(key) === version) return;
    this.#walked.delete(key);
    this.#walked.set(key, version);
    if (this.#walked.size > walkedOrdersMax) this.#walked.delete(this.#walked.keys().next().value as string);
    const running: Promise<void> = walk()
      .catch(() => void this.#walked.delete(key))
      .finally(() => this.#running.delete(running));
    this.#running.add(running);
  }

  /** Resolves once the walks under way are done (benches, tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.#running]);
  }
}
