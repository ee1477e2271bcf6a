import { DomainError } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { userTable } from '../tables/user-table-ddl.js';
import { liveRowSql } from './live-rows.js';

const step = sql.raw('0.00000000000000000001');

/** The order of one new row; see `ordersForNewRows`. */
export async function orderForNewRow(db: Executor, tableId: number, beforeId: number | undefined): Promise<string> {
  const [order] = await ordersForNewRows(db, tableId, beforeId, 1);
  return order as string;
}

/**
 * The orders of `count` new rows, in the order they are to appear (contract §10.2): after the last
 * whole number, one whole number each; or just before `beforeId`, one step apart, nudging earlier
 * inserts before that same row down by as many steps so they keep their places. All arithmetic
 * stays in SQL numerics, never in floats.
 */
export async function ordersForNewRows(db: Executor, tableId: number, beforeId: number | undefined, count: number): Promise<string[]> {
  if (beforeId === undefined) {
    const after = await sql<{ order: string }>`select (coalesce((select ceil(max("order")) from ${userTable(tableId)}), 0) + k)::numeric(40, 20) as "order"
      from generate_series(1, ${count}::int) as k order by k`.execute(db);
    return after.rows.map((row) => String(row.order));
  }
  // A row in the trash is no place to put a new one: it answers as a row that does not exist.
  const before = await sql<{ order: string }>`select "order" from ${userTable(tableId)} where id = ${beforeId} and ${liveRowSql()}`.execute(db);
  const target = before.rows[0]?.order;
  if (target === undefined) throw new DomainError('ERROR_ROW_DOES_NOT_EXIST');
  await sql`update ${userTable(tableId)} set "order" = "order" - ${count}::int * ${step}
    where "order" > floor(${target}::numeric - ${step}) and "order" < ${target}::numeric`.execute(db);
  const orders = await sql<{ order: string }>`select (${target}::numeric - k * ${step})::numeric(40, 20) as "order"
    from generate_series(${count}::int, 1, -1) as k order by k desc`.execute(db);
  return orders.rows.map((row) => String(row.order));
}
