import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
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
 * The embedded engine always runs in one process (its data directory is locked). On PostgreSQL,
 * where several processes may share a database, this only orders this process's writers; the
 * write's transaction then takes `lockTableInTransaction` too, which orders every process's.
 * Take it outside any transaction (asserted), around the whole `commitChange`; take one table at a
 * time, or several in ascending id order.
 */
export const tableWriteLocks = new KeyedLock();

// The first key of Cellar's advisory locks ('cell' in ASCII), so they cannot meet another
// application's locks on a shared PostgreSQL server.
const advisoryLockSpace = 0x63656c6c;

/**
 * Makes the writes of every process to one table take turns, until the transaction ends: two
 * appends can then never read the same last order (contract §10.2), and a row write never meets
 * a half-done field change. The first statement of a table's write transaction.
 */
export async function lockTableInTransaction(trx: Executor, tableId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(advisoryLockSpace)}, ${tableId}::integer)`.execute(trx);
}
