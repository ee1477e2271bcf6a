import type { Executor } from '../../../db/executor.js';
import type { FieldRecord } from '../../fields/fields.repo.js';
import type { NewField } from '../../fields/server-field-type.js';
import { compileComputed, type CompileMode } from '../computed/compile-field.js';
import { isComputed, type ComputedTypeName } from '../computed/computed-formulas.js';
import { brokenByName, dropEdges, edgesInto, writeEdges } from '../graph/dependencies.repo.js';
import { writeComputedValues } from '../recompute/field-values.js';
import { computedValueSql } from '../recompute/value-sql.js';
import { deferFill, shouldDeferFill } from '../recompute/deferred-fills.js';
import { refreshDependants, type GraphWrite } from './dependant-refresh.js';
import { renameInDependants } from './rename-display.js';

/**
 * The dependency graph's part in every field's life (fields/field-lifecycle.ts, the trash): a
 * computed field is typed before its row and column exist (its column follows its result type),
 * gets its edges and values once it has an id; the fields reading a field follow its rename
 * (display only), retyping, trash and restore; a new field heals formulas that wanted its name.
 */

/** Before a new field is inserted: a computed one's formula is typed (refused when it does not work, or, `keep`, stored invalid and explained) and its result stored in its options. */
export async function completeNewField(db: Executor, tableId: number, spec: NewField, mode: CompileMode = 'refuse'): Promise<NewField> {
  if (!isComputed(spec)) return spec;
  const state = await compileComputed(db, { table_id: tableId, name: spec.name, type: spec.type as ComputedTypeName, options: spec.options }, mode);
  return { ...spec, options: state.options };
}

/** Before a change is planned (outside its transaction): the same for a field becoming, or staying, computed. */
export async function completeChangedField(db: Executor, to: FieldRecord): Promise<FieldRecord> {
  if (!isComputed(to)) return to;
  const state = await compileComputed(db, { ...to, type: to.type as ComputedTypeName }, 'refuse');
  return { ...to, options: state.options };
}

// A computed field's edges and every value, in the change's transaction; with `deferLongFills`, a big
// table's values after it, when nothing reads the field (its readers would read it before it is filled).
async function computeAll(write: GraphWrite & { deferLongFills?: boolean }, field: FieldRecord, isNew: boolean, mode: CompileMode = 'refuse'): Promise<void> {
  const state = await compileComputed(write.db, { ...field, type: field.type as ComputedTypeName }, mode);
  if (state.references) await writeEdges(write.db, field.id, state.references);
  const unread = isNew || (await edgesInto(write.db, [field.id])).length === 0;
  if (unread && (await shouldDeferFill(write.db, field, write.deferLongFills === true))) return deferFill(write.db, field);
  await writeComputedValues(write.db, field, computedValueSql(field, state.compiled?.node ?? null, state.environment), 'all');
}

/** After a field was created: a computed one is filled; formulas that named a missing field of its name heal. */
export async function fieldCreated(write: GraphWrite & { deferLongFills?: boolean; keepInvalidFormulas?: boolean }, field: FieldRecord): Promise<void> {
  if (isComputed(field)) await computeAll(write, field, true, write.keepInvalidFormulas ? 'keep' : 'refuse');
  const waiting = (await brokenByName(write.db, field.name)).filter((id) => id !== field.id);
  if (waiting.length > 0) await refreshDependants(write, [], { extra: waiting, values: true });
}

/** After a field changed: a computed one is computed again; its readers follow its name, or its new type and values. */
export async function fieldChanged(write: GraphWrite, from: FieldRecord, to: FieldRecord): Promise<void> {
  if (isComputed(to)) await computeAll(write, to, false);
  else if (isComputed(from)) await dropEdges(write.db, to.id);
  if (from.name !== to.name) await renameInDependants(write, to);
  const retyped = from.type !== to.type || JSON.stringify(from.options) !== JSON.stringify(to.options);
  if (retyped) await refreshDependants(write, [to.id], { values: true });
  if (from.name !== to.name) {
    const waiting = (await brokenByName(write.db, to.name)).filter((id) => id !== to.id);
    if (waiting.length > 0) await refreshDependants(write, [], { extra: waiting, values: true });
  }
}

/** After fields went to the trash: the formulas reading them turn `invalid`, saying which field is missing. */
export async function fieldsTrashed(write: GraphWrite, fieldIds: readonly number[]): Promise<void> {
  await refreshDependants(write, fieldIds, { values: true });
}

/** After fields came back from the trash: the formulas reading them, by id or by their name, heal. */
export async function fieldsRestored(write: GraphWrite, fields: readonly FieldRecord[]): Promise<void> {
  const waiting: number[] = [];
  for (const field of fields) waiting.push(...(await brokenByName(write.db, field.name)));
  for (const field of fields) if (isComputed(field)) waiting.push(field.id);
  await refreshDependants(write, fields.map((field) => field.id), { extra: [...new Set(waiting)], values: true });
}
