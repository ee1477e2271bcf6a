import { DomainError } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../../../db/executor.js';
import { resolveRowQuery } from '../../../rows/resolve-row-query.js';
import { whereSql } from '../../../rows/row-where.js';
import { orderClause } from '../../../rows/sort-order.js';
import { viewRowQuery } from '../../../views/view-row-query.js';
import { findView } from '../../../views/views.repo.js';
import { listFields, type FieldRecord } from '../../fields.repo.js';
import type { Expr } from '../../server-field-type.js';

/** The order in which existing rows are numbered when no view is named: the table's. */
export const tableOrder: Expr = sql`"order", id`;

/**
 * The order a view gives the rows, for numbering them when an autonumber field is made with
 * `view_id` (Baserow's option): the rows its filters keep first, then its sorts, then the table's
 * order; a view of another table, or none, is ERROR_VIEW_DOES_NOT_EXIST (the field is in the
 * caller's table, so that is a view the caller may see).
 */
export async function numberingOrder(db: Executor, field: FieldRecord): Promise<Expr> {
  const viewId = field.options.view_id;
  if (typeof viewId !== 'number') return tableOrder;
  const view = await findView(db, viewId);
  if (!view || view.table_id !== field.table_id) throw new DomainError('ERROR_VIEW_DOES_NOT_EXIST');
  const fields = await listFields(db, field.table_id);
  const query = resolveRowQuery({ search: undefined, ...(await viewRowQuery(db, view, fields)), include: undefined, exclude: [], window: { kind: 'count' } }, fields);
  return sql`case when ${whereSql(fields, query)} then 0 else 1 end, ${orderClause(query.sorts, false)}`;
}

/** The options kept: `view_id` is read when the numbering starts, never stored or shown (Baserow's). */
export function withoutViewId(options: Record<string, unknown>): Record<string, unknown> {
  const { view_id: _viewId, ...kept } = options;
  return kept;
}
