import type { Table } from '@cellar/core';
import type { Executor } from '../../db/executor.js';

/** A table as stored. */
export type TableRecord = Table;

const columns = ['id', 'name', 'order', 'database_id'] as const;

/** The tables of some databases, by order — one query for many databases. */
export function listTablesOfDatabases(db: Executor, databaseIds: number[]): Promise<TableRecord[]> {
  if (databaseIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('database_tables').select(columns).where('database_id', 'in', databaseIds).orderBy('order').orderBy('id').execute();
}

/** Inserts a table at the end of its database. */
export async function insertTable(db: Executor, databaseId: number, name: string): Promise<TableRecord> {
  const last = await db
    .selectFrom('database_tables')
    .select((eb) => eb.fn.max('order').as('max'))
    .where('database_id', '=', databaseId)
    .executeTakeFirst();
  return db
    .insertInto('database_tables')
    .values({ database_id: databaseId, name, order: Number(last?.max ?? 0) + 1 })
    .returning(columns)
    .executeTakeFirstOrThrow();
}
