import type { Table } from '@cellar/core';
import type { Executor } from '../../db/executor.js';

/** A table as stored. */
export type TableRecord = Table;

const columns = ['id', 'name', 'order', 'database_id'] as const;

/** The tables of some databases outside the trash, by order — one query for many databases. */
export function listTablesOfDatabases(db: Executor, databaseIds: number[]): Promise<TableRecord[]> {
  if (databaseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('database_tables')
    .select(columns)
    .where('database_id', 'in', databaseIds)
    .where('trashed', '=', false)
    .orderBy('order')
    .orderBy('id')
    .execute();
}

/** The tables of some databases, those in the trash too (a database's purge drops them all). */
export function listTablesWithTrashed(db: Executor, databaseIds: number[]): Promise<TableRecord[]> {
  if (databaseIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('database_tables').select(columns).where('database_id', 'in', databaseIds).orderBy('id').execute();
}

/** A table by id, in the trash or not (a restore or purge), with its group. */
export function findTableWithTrashed(db: Executor, tableId: number) {
  return db
    .selectFrom('database_tables')
    .innerJoin('applications', 'applications.id', 'database_tables.database_id')
    .select(['database_tables.id', 'database_tables.name', 'database_tables.order', 'database_tables.database_id', 'database_tables.trashed', 'applications.group_id as groupId'])
    .where('database_tables.id', '=', tableId)
    .executeTakeFirst();
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
