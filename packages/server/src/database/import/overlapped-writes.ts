/**
 * Writes of a streamed import, one at a time, each started without waiting for it to end: the
 * file is parsed on this thread and a batch is written on the database's (PostgreSQL's process,
 * PGlite's worker), so reading the next batch while the last is written lets each wait on the
 * other less. Never two at once, so each write stays one short transaction and requests on the
 * embedded engine's one connection still get their turn between them.
 */
export class OverlappedWrites<T> {
  #writing: Promise<void> = Promise.resolve();

  constructor(private readonly write: (batch: T) => Promise<void>) {}

  /** Waits for the write under way (throwing its failure), then starts writing `batch`. */
  async start(batch: T): Promise<void> {
    await this.#writing;
    this.#writing = this.write(batch);
    // Awaited by the next start() or done(); failing before then must not count as unhandled.
    this.#writing.catch(() => undefined);
  }

  /** Resolves once the last write has ended; throws its failure. */
  done(): Promise<void> {
    return this.#writing;
  }

  /** Resolves once no write is under way, however it ended (before the table is deleted). */
  idle(): Promise<void> {
    return this.#writing.then(
      () => undefined,
      () => undefined,
    );
  }
}
