import { DomainError } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { userTable } from '../tables/user-table-ddl.js';

const step = sql.raw('0.00000000000000000001');

/**
 * The order of a new row (contract §10.2): after the last whole number, or just before `beforeId`,
 * nudging earlier inserts before that same row down by the same step so they keep their places.
 * All arithmetic stays in SQL numerics, never in floats.
 */
export async function orderForNewRow(db: Executor, tableId: number, beforeId: number | undefined): Promise<string> {
  if (beforeId === undefined) {
    const last = await sql<{ next: string }>`select (coalesce(ceil(max("order")), 0) + 1)::numeric(40, 20) as next from ${userTable(tableId)}`.execute(db);
    return String(last.rows[0]?.next ?? '1');
  }
  const before = await sql<{ order: string }>`select ("order" - ${step})::numeric(40, 20) as "order" from ${userTable(tableId)} where id = ${beforeId}`.execute(db);
  const order = before.rows[0]?.order;
  if (order === undefined) throw new DomainError('ERROR_ROW_DOES_NOT_EXIST');
  await sql`update ${userTable(tableId)} set "order" = "order" - ${step}
    where "order" > floor(${order}::numeric) and "order" <= ${order}::numeric`.execute(db);
  return String(order);
}
