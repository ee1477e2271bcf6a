import type { Transaction } from 'kysely';
import type { Database } from './database.js';
import type { DatabaseSchema } from './schema.js';

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
 * Inside, query through `trx` only. On the embedded engine `db.kysely` waits for the
 * transaction to end, so using it from within `work` would wait forever.
 */
export function inTransaction<T>(db: Database, work: (trx: Transaction<DatabaseSchema>) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute(work);
}
