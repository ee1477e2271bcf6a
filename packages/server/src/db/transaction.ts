import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'kysely';
import type { Database } from './database.js';
import type { DatabaseSchema } from './schema.js';

// Inside a transaction, a query sent through `db.kysely` instead of `trx` would wait for a
// connection the transaction itself holds (the embedded engine has one) or for a row lock it
// holds (PostgreSQL): a silent hang. The engines consult this scope to fail loudly instead.
const scope = new AsyncLocalStorage<{ open: boolean }>();

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
 * Inside, query through `trx` only.
 */
export async function inTransaction<T>(db: Database, work: (trx: Transaction<DatabaseSchema>) => Promise<T>): Promise<T> {
  assertOutsideTransaction();
  const state = { open: false };
  return scope.run(state, () =>
    db.kysely.transaction().execute(async (trx) => {
      state.open = true;
      try {
        return await work(trx);
      } finally {
        state.open = false;
      }
    }),
  );
}

/** Throws when called from the work of an open inTransaction(), where only `trx` may be used. */
export function assertOutsideTransaction(): void {
  if (scope.getStore()?.open) {
    throw new Error(
      'A query went to db.kysely (or a nested inTransaction) from inside inTransaction(); ' +
        'use the transaction handed to the work instead, or it would wait for itself forever.',
    );
  }
}
