import { sql } from 'kysely';
import type { QuotaConfig } from '../../config/config.js';
import type { Executor } from '../../db/executor.js';
import { assertWithinQuota } from '../../quotas/quotas.js';
import type { Emit } from '../../events/unit-of-work.js';
import type { TableInGroup } from '../table.policy.js';
import { reclaimColumnSlots } from '../tables/column-slots.js';
import { addFieldColumn, dropFieldColumn, fieldColumnName, hasColumn, userTable } from '../tables/user-table-ddl.js';
import { forgetUnfitViewSettings } from '../views/unfit-view-settings.js';
import { viewRowOrder } from '../views/view-row-order.js';
import type { PreparedConversion } from './column-conversion.js';
import { changeFieldConstraints } from './constraints/field-constraint-ddl.js';
import type { ConversionPlan } from './field-conversion.js';
import { insertField, updateFieldRow, type FieldRecord } from './fields.repo.js';
import type { Expr, FieldHookContext, NewField } from './server-field-type.js';
import { serverFieldTypes } from './server-field-types.js';
import { completeNewField, fieldChanged, fieldCreated } from '../formulas/lifecycle/computed-lifecycle.js';

/** What a change does to stored values: a rewrite comes prepared (column-conversion.ts) before the transaction. */
export type StoredValuesChange = Exclude<ConversionPlan, { kind: 'rewrite' }> | { kind: 'rewrite'; prepared: PreparedConversion };

/** The transaction and events a field change runs in. */
export interface FieldWrite {
  db: Executor;
  emit: Emit;
  /** The quotas fields its hooks add to other tables count against; absent where none can (a new table's own fields). */
  quotas?: QuotaConfig;
  /** Set on the embedded engine: a new computed field of a big table is filled after the commit, in chunks (formulas/recompute/deferred-fills.ts). */
  deferLongFills?: boolean;
  /** Set by a database file's import: a computed field whose formula does not work is created invalid, its error explained (as Baserow imports it), not refused. */
  keepInvalidFormulas?: boolean;
}

// Every new column takes an attribute slot; when dropped columns used them up, the table is
// rebuilt first (column-slots.ts), from the fields as stored, so the field's row says what it is.
async function addColumn(db: Executor, field: FieldRecord): Promise<void> {
  if (!hasColumn(field)) return;
  await reclaimColumnSlots(db, field.table_id);
  await addFieldColumn(db, field);
}

// A replaced column's cells from the old field's, where those lived outside a column of its own (a created_on field's system column).
async function fillColumn(db: Executor, field: FieldRecord, fill: Expr): Promise<void> {
  await sql`update ${userTable(field.table_id)} set ${sql.ref(fieldColumnName(field.id))} = ${fill}`.execute(db);
}

function hookContext(write: FieldWrite, table: TableInGroup): FieldHookContext {
  return {
    db: write.db,
    emit: write.emit,
    table,
    createField: (other, spec) => createField(write, other, spec),
    assertRoomForField: async (other) => {
      if (write.quotas) await assertWithinQuota(write.db, write.quotas, 'fieldsPerTable', other.id);
    },
    viewOrder: (viewId) => viewRowOrder(write.db, table.id, viewId),
  };
}

/**
 * Creates a field: its row, its column, then whatever its type owns besides (`afterCreate`).
 * The one way fields come to be, for the fields API, new tables and imports alike.
 */
export async function createField(write: FieldWrite, table: TableInGroup, wanted: NewField): Promise<FieldRecord> {
  // A computed field's column follows its formula's result type, known once the formula is typed (issue 34).
  const spec = await completeNewField(write.db, table.id, wanted, write.keepInvalidFormulas ? 'keep' : 'refuse');
  const field = await insertField(write.db, { tableId: table.id, name: spec.name, type: spec.type, primary: spec.primary ?? false, options: spec.options });
  await addColumn(write.db, field);
  const created = (await serverFieldTypes[field.type].afterCreate?.(hookContext(write, table), field)) ?? field;
  await fieldCreated(write, created);
  return created;
}

/**
 * Changes a field's name, type or settings: the old type's `beforeChange`, the stored values as
 * planned (in place, through a conversion prepared before the transaction, or a fresh column added
 * once the new row is written) with its constraints dropped and added again around them, the new row, the view filters and sorts the new type no longer
 * allows, then the new type's `afterChange`.
 */
export async function changeField(
  write: FieldWrite,
  table: TableInGroup,
  from: FieldRecord,
  to: FieldRecord,
  values: StoredValuesChange,
): Promise<FieldRecord> {
  const hooks = hookContext(write, table);
  await serverFieldTypes[from.type].beforeChange?.(hooks, from, to);
  // Constraints go before a rewrite (an index on md5(text) cannot follow the column to a number) and come back after it;
  // a replaced column gets its own when it is added.
  const constraintsMove = values.kind !== 'replace';
  if (constraintsMove) await changeFieldConstraints(write.db, from, to, 'before', values.kind === 'rewrite');
  if (values.kind === 'rewrite') await values.prepared.apply(write.db);
  if (values.kind === 'replace') await dropFieldColumn(write.db, from);
  const changed = await updateFieldRow(write.db, to);
  if (values.kind === 'replace') await addColumn(write.db, changed);
  if (values.kind === 'replace' && values.fill) await fillColumn(write.db, changed, values.fill);
  if (constraintsMove) await changeFieldConstraints(write.db, from, changed, 'after', values.kind === 'rewrite');
  if (from.type !== changed.type) await forgetUnfitViewSettings(write, changed);
  const result = (await serverFieldTypes[to.type].afterChange?.(hooks, from, changed)) ?? changed;
  // Formulas reading it follow its name, type and values; a computed field computes again (issue 34).
  await fieldChanged(write, from, result);
  return result;
}

/** Deletes a field: what its type owns besides (`beforeDelete`), its column, then its row. */
export async function deleteField(write: FieldWrite, table: TableInGroup, field: FieldRecord): Promise<void> {
  await serverFieldTypes[field.type].beforeDelete?.(hookContext(write, table), field);
  await dropFieldColumn(write.db, field);
  await write.db.deleteFrom('database_fields').where('id', '=', field.id).execute();
}

