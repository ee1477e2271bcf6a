import type { Executor } from '../../../db/executor.js';
import type { Emit, SettleChange } from '../../../events/unit-of-work.js';
import { listFields } from '../../fields/fields.repo.js';
import type { PresentContext } from '../../fields/server-field-type.js';
import { rowsByIds } from '../../rows/row-presenter.js';
import { getTableOrThrow } from '../../table.policy.js';
import { tableEnvironment, type TableEnvironment } from '../computed/field-environment.js';
import { typedFormulaOf } from './typed-formula.js';
import { writeComputedValues } from './field-values.js';
import { computedValueSql } from './value-sql.js';
import { takePendingChanges } from './pending-changes.js';
import { mayAffectFormulas } from './affects-formulas.js';
import { planRecompute, rowsToCompute } from './recompute-plan.js';
import { isEmptyRows, unionRows, type RowSet } from './row-set.js';

// Rows of one table announced one by one; past this, open grids are told to read their window again.
const maxRowEvents = 100;

/** Rows the caller writes and announces itself (its answer's rows), so they are not announced twice. */
export interface AnnouncedRows {
  tableId: number;
  rowIds: readonly number[];
}

/**
 * Settles what a transaction's writes noted (pending-changes.ts): every computed field reached is
 * recomputed, in dependency order, with one set-based UPDATE for the rows reached (issue 34), in
 * the same transaction; then the rows whose values changed reach open grids (row_updated, or past
 * a bound one `rows_refreshed` for their table). Called before a write reads its answer, and by
 * commitChange before it commits, so a path that forgot is still right.
 */
export async function settleChanges(db: Executor, emit: Emit, present: PresentContext, announced?: AnnouncedRows): Promise<void> {
  const changes = takePendingChanges(db);
  if (!changes || !(await mayAffectFormulas(db, changes))) return;
  const plan = await planRecompute(db, changes);
  const environments = new Map<number, Promise<TableEnvironment>>();
  const touched = new Map<number, RowSet>();
  for (const field of plan.fields) {
    const rows = await rowsToCompute(db, plan, field);
    if (isEmptyRows(rows)) continue;
    if (!environments.has(field.table_id)) environments.set(field.table_id, tableEnvironment(db, field.table_id));
    const environment = await (environments.get(field.table_id) as Promise<TableEnvironment>);
    await writeComputedValues(db, field, computedValueSql(field, typedFormulaOf(field, environment), environment), rows);
    plan.changed.set(field.id, unionRows(plan.changed.get(field.id), rows));
    touched.set(field.table_id, unionRows(touched.get(field.table_id), rows));
  }
  await announce(db, emit, present, touched, announced);
}

async function announce(db: Executor, emit: Emit, present: PresentContext, touched: Map<number, RowSet>, announced?: AnnouncedRows): Promise<void> {
  for (const [tableId, rows] of touched) {
    const skip = new Set(announced?.tableId === tableId ? announced.rowIds : []);
    const ids = rows === 'all' ? null : [...rows].filter((id) => !skip.has(id));
    if (ids?.length === 0) continue;
    const table = await getTableOrThrow(db, tableId).catch(() => null);
    // A table in the trash has no open grid to tell.
    if (!table) continue;
    const { groupId } = table;
    if (ids === null || ids.length > maxRowEvents) {
      emit({ type: 'rows_refreshed', groupId, tableId });
      continue;
    }
    for (const row of await rowsByIds(db, tableId, await listFields(db, tableId), ids, present)) emit({ type: 'row_updated', groupId, tableId, row });
  }
}

/** The app's SettleChange (app-context.ts): formulas settled, rows presented as the API shows them. */
export function formulaSettler(present: PresentContext): SettleChange {
  return (trx, emit, announced) => settleChanges(trx, emit, present, announced);
}

/** Kept here too: others read a field's typed formula from this module. */
export { typedFormulaOf } from './typed-formula.js';
