import { assertOutsideTransaction } from '../../db/transaction.js';

/**
 * A first-come, first-served lock per key (a table id), within this process. Not re-entrant, on
 * purpose: "already held" cannot be told apart from work that a holder merely started (async
 * context follows every promise), which must wait like anyone else. Work holding a key must not
 * take it again: it would wait for itself.
 */
export class KeyedLock {
  readonly #tails = new Map<number, Promise<void>>();

  /** Runs `work` once every earlier holder of `key` is done; later callers wait for it in turn. */
  async run<T>(key: number, work: () => Promise<T>): Promise<T> {
    // Waiting inside a transaction would hold the embedded engine's only connection, which the
    // holder needs to finish: a deadlock. Fail loudly instead, as the engines do.
    assertOutsideTransaction();
    const previous = this.#tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.#tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    }
  }
}

/**
 * One writer at a time per user table. A column conversion on the embedded engine fills a shadow
 * column over many short statements and swaps it in at its commit (column-conversion.ts); it holds
 * its table's lock from its first chunk to that commit, and every row or field write on the table
 * takes the same lock, so no row changes under a half-filled shadow column. Reads never take it.
 *
 * In-process is enough: the embedded engine always runs in one process (its data directory is
 * locked). On PostgreSQL, where several processes may share a database, it only orders this
 * process's writers; a conversion there is one statement under PostgreSQL's own table lock.
 * Take it outside any transaction (asserted), around the whole `commitChange`; take one table at a
 * time, or several in ascending id order.
 */
export const tableWriteLocks = new KeyedLock();
