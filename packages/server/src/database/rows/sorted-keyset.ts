import { sql } from 'kysely';
import type { Expr } from '../fields/server-field-type.js';
import { cellColumn, hasCells } from '../fields/cell-column.js';
import { fieldColumnName, userTable } from '../tables/user-table-ddl.js';
import { liveRowSql } from './live-rows.js';
import type { ResolvedSort } from './resolve-row-query.js';
import { orderClause, sortExpression, sortsByColumnExpression } from './sort-order.js';

/** Conditions of row-positions.ts that name a sorted order: a row created anywhere shifts them. */
export const sortedConditionPrefix = 'sorted:';

/** A remembered row of a sorted view: its sort value, then its ("order", id). */
export interface SortedKey {
  value: string;
  order: string;
  id: number;
}

/**
 * The sort whose windows can be read from a remembered row instead of skipping from an end: a view
 * sorted by one field stored in its own column, compared as an expression of that column alone (so
 * that the sort's index serves the comparison). Other sorts read with OFFSET.
 */
export function keysetSort(sorts: readonly ResolvedSort[]): ResolvedSort | null {
  const [sort] = sorts;
  if (sorts.length !== 1 || !sort) return null;
  return hasCells(sort.field) && sortsByColumnExpression(sort) ? sort : null;
}

/** The row-positions condition of a sort's order over all rows. */
export function sortedCondition(sort: ResolvedSort): string {
  return `${sortedConditionPrefix}${sort.field.id}${sort.descending ? 'd' : 'a'}`;
}

/** The sort value of a read row, when it can be a key: text (numbers come as text too), never empty. */
export function sortValueOf(sort: ResolvedSort, row: Record<string, unknown>): string | null {
  const value = row[fieldColumnName(sort.field.id)];
  return typeof value === 'string' ? value : null;
}

/**
 * The ids of `limit` rows after skipping `skip`, counted from a remembered row: from it on when
 * reading forwards, before it when reading backwards (in the reversed order). The rows with a value
 * come from a range of the sort's index, compared as the sort compares (text under its collation, so
 * that `a` < `A` < `b` holds here as in the ORDER BY); empty cells, which views sort first ascending
 * and last descending, are added from their own range when the read walks towards them.
 */
export function idsFromSortedKey(tableId: number, sort: ResolvedSort, from: SortedKey, backwards: boolean, { limit, skip }: { limit: number; skip: number }): Expr {
  const column = cellColumn(sort.field);
  const [key, fromKey] = [sortExpression(sort, column), sortExpression(sort, sql`${from.value}`)];
  const order = orderClause([sort], backwards);
  const take = limit + skip;
  const risingValues = sort.descending === backwards;
  const range = risingValues ? sql`${key} >= ${fromKey}` : sql`${key} <= ${fromKey}`;
  const tie = backwards ? sql`("order", id) < (${from.order}::numeric, ${from.id}::integer)` : sql`("order", id) >= (${from.order}::numeric, ${from.id}::integer)`;
  const valued = sql`select id, "order", ${column} from ${userTable(tableId)} where ${range} and (${key} <> ${fromKey} or ${tie}) and ${liveRowSql()} order by ${order} limit ${take}`;
  const emptyOnTheWay = sort.descending !== backwards;
  const rows = emptyOnTheWay
    ? sql`(${valued}) union all (select id, "order", ${column} from ${userTable(tableId)} where ${column} is null and ${liveRowSql()} order by ${order} limit ${take})`
    : valued;
  return sql`select id from (${rows}) as keyed order by ${order} limit ${limit} offset ${skip}`;
}
