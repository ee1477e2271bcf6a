import { sql } from 'kysely';
import type { FieldRecord } from '../../fields.repo.js';
import type { Expr, FieldHookContext } from '../../server-field-type.js';

/** The order in which existing rows are numbered when no view is named: the table's. */
export const tableOrder: Expr = sql`"order", id`;

/**
 * The order existing rows are numbered in when an autonumber field is made: that of the view named
 * by `view_id` (Baserow's option; the hook context reads views, so this type need not import the
 * row-query code that itself reads the field types), else the table's.
 */
export async function numberingOrder(ctx: FieldHookContext, field: FieldRecord): Promise<Expr> {
  const viewId = field.options.view_id;
  return typeof viewId === 'number' ? ctx.viewOrder(viewId) : tableOrder;
}

/** The options kept: `view_id` is read when the numbering starts, never stored or shown (Baserow's). */
export function withoutViewId(options: Record<string, unknown>): Record<string, unknown> {
  const { view_id: _viewId, ...kept } = options;
  return kept;
}
