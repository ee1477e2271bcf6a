import { isDeepStrictEqual } from 'node:util';
import type { Executor } from '../../../db/executor.js';
import type { Emit } from '../../../events/unit-of-work.js';
import { findField, presentField, updateFieldRow, type FieldRecord } from '../../fields/fields.repo.js';
import { getTableOrThrow } from '../../table.policy.js';
import { compileComputed } from '../computed/compile-field.js';
import { isComputed, type ComputedTypeName } from '../computed/computed-formulas.js';
import { walkDependants } from '../graph/dependency-walk.js';
import { dropEdges, writeEdges } from '../graph/dependencies.repo.js';
import { writeComputedValues } from '../recompute/field-values.js';
import { computedValueSql } from '../recompute/value-sql.js';
import { fitComputedColumn } from './field-columns.js';

/** Where a field change runs: its transaction and its events. */
export interface GraphWrite {
  db: Executor;
  emit: Emit;
}

/**
 * Types again every computed field reading `changed` fields (deeper levels too, in dependency
 * order), after a field they read was retyped, trashed, restored or created under a name they
 * wanted: each is kept, `invalid` with its error while it does not work and whole again when it
 * does (issue 34: heal on restore). A field whose result changed gets the column it needs, all its
 * values again, and a field_updated event; `extra` are dependants found otherwise (by a name).
 */
export async function refreshDependants(write: GraphWrite, changed: readonly number[], options: { extra?: readonly number[]; values?: boolean } = {}): Promise<void> {
  const extra = options.extra ?? [];
  const walk = await walkDependants(write.db, [...changed, ...extra]);
  const order = [...extra.filter((id) => !walk.order.includes(id)), ...walk.order];
  for (const id of order) {
    const field = await findField(write.db, id);
    if (field && isComputed(field)) await refreshField(write, field, options.values ?? false);
  }
}

/**
 * Types one computed field again as its table now is, writing what changed; `values`: its values
 * are computed again even when its type stayed (what it reads was converted).
 */
export async function refreshField(write: GraphWrite, field: FieldRecord, values: boolean): Promise<void> {
  const state = await compileComputed(write.db, { ...field, type: field.type as ComputedTypeName }, 'keep');
  if (state.references) await writeEdges(write.db, field.id, state.references);
  const same = isDeepStrictEqual(state.options, field.options);
  if (same && !values) return;
  const changed = same ? field : await updateFieldRow(write.db, { ...field, options: state.options });
  await fitComputedColumn(write.db, field, changed);
  await writeComputedValues(write.db, changed, computedValueSql(changed, state.compiled?.node ?? null, state.environment), 'all');
  if (same) return;
  const table = await getTableOrThrow(write.db, field.table_id).catch(() => null);
  if (table) write.emit({ type: 'field_updated', groupId: table.groupId, tableId: table.id, field: presentField(changed) });
}

/** A field stopped being computed: it reads nothing any more. */
export async function forgetReads(db: Executor, field: FieldRecord): Promise<void> {
  await dropEdges(db, field.id);
}
