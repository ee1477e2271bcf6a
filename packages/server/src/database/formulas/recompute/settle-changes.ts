import type { Executor } from '../../../db/executor.js';
import type { Emit, SettleChange } from '../../../events/unit-of-work.js';
import { listFields, type FieldRecord } from '../../fields/fields.repo.js';
import type { Expr } from '../../fields/server-field-type.js';
import type { PresentContext } from '../../fields/server-field-type.js';
import type { Database } from '../../../db/database.js';
import { announceAfterCommit, noteRecomputedRows, type AnnouncedRows } from './announcements.js';
import { tableEnvironment, type FieldLister, type TableEnvironment } from '../computed/field-environment.js';
import { typedFormulaOf } from './typed-formula.js';
import { writeComputedColumns } from './field-values.js';
import { computedValueSql } from './value-sql.js';
import { takePendingChanges } from './pending-changes.js';
import { mayAffectFormulas } from './affects-formulas.js';
import { planRecompute, rowsToCompute, type RecomputePlan } from './recompute-plan.js';
import { isEmptyRows, unionRows, type RowSet } from './row-set.js';

/**
 * Settles what a transaction's writes noted (pending-changes.ts): every computed field reached is
 * recomputed, in dependency order, with one set-based UPDATE for the rows reached (issue 34), in
 * the same transaction; then the rows whose values changed reach open grids (row_updated once
 * committed, or past a bound one `rows_refreshed` for their table: announcements.ts). Called before a write reads its answer, and by
 * commitChange before it commits, so a path that forgot is still right.
 */
export async function settleChanges(db: Executor, emit: Emit, announced?: AnnouncedRows): Promise<void> {
  const changes = takePendingChanges(db);
  // Cells only: the walk's one query answers whether anything reads them.
  if (!changes || (changes.rows.size > 0 && !(await mayAffectFormulas(db, changes)))) return;
  const plan = await planRecompute(db, changes);
  if (plan.fields.length === 0) return;
  const lists = new Map<number, Promise<FieldRecord[]>>();
  const list: FieldLister = (executor, tableId) => lists.get(tableId) ?? lists.set(tableId, listFields(executor, tableId)).get(tableId) as Promise<FieldRecord[]>;
  const environments = new Map<number, Promise<TableEnvironment>>();
  const environmentOf = (tableId: number) => environments.get(tableId) ?? environments.set(tableId, tableEnvironment(db, tableId, undefined, list)).get(tableId) as Promise<TableEnvironment>;
  const touched = new Map<number, RowSet>();
  // Fields of one table with the same rows, none reading another, go in one UPDATE.
  let batch: { tableId: number; rows: RowSet; columns: { field: FieldRecord; value: Expr }[] } | null = null;
  const flush = async () => {
    if (batch) await writeComputedColumns(db, batch.tableId, batch.columns, batch.rows);
    batch = null;
  };
  for (const field of plan.fields) {
    const rows = await rowsToCompute(db, plan, field);
    if (isEmptyRows(rows)) continue;
    const environment = await environmentOf(field.table_id);
    const value = computedValueSql(field, typedFormulaOf(field, environment), environment);
    const current = batch as { tableId: number; rows: RowSet; columns: { field: FieldRecord; value: Expr }[] } | null;
    if (!current || current.tableId !== field.table_id || !sameRows(current.rows, rows) || readsAny(plan, field, current.columns)) {
      await flush();
      batch = { tableId: field.table_id, rows, columns: [{ field, value }] };
    } else {
      current.columns.push({ field, value });
    }
    plan.changed.set(field.id, unionRows(plan.changed.get(field.id), rows));
    touched.set(field.table_id, unionRows(touched.get(field.table_id), rows));
  }
  await flush();
  await noteRecomputedRows(db, emit, touched, announced);
}

function sameRows(a: RowSet, b: RowSet): boolean {
  if (a === 'all' || b === 'all') return a === b;
  return a.size === b.size && [...a].every((id) => b.has(id));
}

// Whether a field reads one of the batch's fields (it must then be computed after them).
function readsAny(plan: RecomputePlan, field: FieldRecord, columns: readonly { field: FieldRecord }[]): boolean {
  const ids = new Set(columns.map((column) => column.field.id));
  return (plan.edgesOf.get(field.id) ?? []).some((edge) => (edge.dependencyId !== null && ids.has(edge.dependencyId)) || (edge.viaId !== null && ids.has(edge.viaId)));
}

/** The app's SettleChange (app-context.ts): formulas settled, rows presented as the API shows them. */
export function formulaSettler(database: Database, present: PresentContext): SettleChange {
  return async (trx, emit, announced) => {
    await settleChanges(trx, emit, announced);
    return announceAfterCommit(trx, database, present);
  };
}

/** Kept here too: others read a field's typed formula from this module. */
export { typedFormulaOf } from './typed-formula.js';
