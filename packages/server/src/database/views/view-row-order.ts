import { DomainError } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { listFields } from '../fields/fields.repo.js';
import type { Expr } from '../fields/server-field-type.js';
import { resolveRowQuery } from '../rows/resolve-row-query.js';
import { whereSql } from '../rows/row-where.js';
import { orderClause } from '../rows/sort-order.js';
import { viewRowQuery } from './view-row-query.js';
import { findView } from './views.repo.js';

/**
 * The order a view gives all of its table's rows, as an ORDER BY: the rows its filters keep first,
 * then its sorts, then the table's order. A view of another table, or none, is
 * ERROR_VIEW_DOES_NOT_EXIST (the caller asked within `tableId`, so that is a view it may see).
 */
export async function viewRowOrder(db: Executor, tableId: number, viewId: number): Promise<Expr> {
  const view = await findView(db, viewId);
  if (!view || view.table_id !== tableId) throw new DomainError('ERROR_VIEW_DOES_NOT_EXIST');
  const fields = await listFields(db, tableId);
  const query = resolveRowQuery({ search: undefined, ...(await viewRowQuery(db, view, fields)), include: undefined, exclude: [], window: { kind: 'count' } }, fields);
  return sql`case when ${whereSql(fields, query)} then 0 else 1 end, ${orderClause(query.sorts, false)}`;
}
