import { DomainError, fieldTypes } from '@cellar/core';
import type { ActionRun } from '../../../actions/server-action-type.js';
import { listFields } from '../../fields/fields.repo.js';
import { getTableOrThrow } from '../../table.policy.js';
import { lockTableInTransaction } from '../../tables/table-write-lock.js';
import { underFieldConstraints } from '../constraint-savepoint.js';
import { diffRow } from '../history/row-changes.js';
import { insertRowHistory } from '../history/row-history.repo.js';
import { rowsByIds } from '../row-presenter.js';
import { prepareCells } from '../row-values.js';
import { updateRowCells, type CellValues } from '../rows.repo.js';
import { rowIdsOf, rowsEntry, rowTrashType, rowsTrashType } from '../trash/row-trash-types.js';
import { trashRows } from '../trash/row-trash.js';

// What the row action types' undo and redo do, each in the undo's transaction under the table's
// write lock, as the rows service's writes are. An object another person removed since answers a
// DomainError, so the undo marks the action and skips it.

/** Trashes rows again (undoing a create, redoing a delete): one entry, row_deleted for each. */
export async function trashAgain(run: ActionRun, tableId: number, ids: readonly number[], single: boolean): Promise<void> {
  await lockTableInTransaction(run.trx, tableId);
  const table = await getTableOrThrow(run.trx, tableId);
  const trashed = await trashRows(run.trx, run.caller, table, await listFields(run.trx, tableId), ids, single);
  if (trashed.length === 0) throw new DomainError('ERROR_ROW_DOES_NOT_EXIST');
  for (const rowId of trashed) run.emit({ type: 'row_deleted', groupId: table.groupId, tableId, rowId });
}

/** Restores rows trashed together (undoing a delete, redoing a create) through their trash entry, which goes. */
export async function restoreAgain(run: ActionRun, tableId: number, firstId: number, single: boolean): Promise<void> {
  await lockTableInTransaction(run.trx, tableId);
  const entry = await rowsEntry(run.trx, single ? 'row' : 'rows', tableId, firstId);
  // Emptied from the trash, or restored by someone else meanwhile.
  if (!entry || rowIdsOf(entry).length === 0) throw new DomainError('ERROR_ROW_DOES_NOT_EXIST');
  await (single ? rowTrashType : rowsTrashType).restore(run.trx, entry, run.emit, run.ctx);
  await run.trx.deleteFrom('trash_entries').where('id', '=', entry.id).execute();
}

/** Values a row had, by `field_<id>`, as the API showed them. */
export type RowValues = Record<string, unknown>;

// An API value as shown turned back into one a row body takes: a link's or a multiple select's
// items and a single select's option by their ids (files keep their names, which is what is written).
function writable(value: unknown): unknown {
  const idOf = (item: unknown) => (item && typeof item === 'object' && !('name' in item) && typeof (item as { id?: unknown }).id === 'number' ? (item as { id: number }).id : item);
  return Array.isArray(value) ? value.map(idOf) : idOf(value);
}

/**
 * Writes values back into rows (undoing or redoing an edit) and adds their history. Fields deleted
 * since, read-only ones, and values a field no longer takes (an option deleted since) are left as
 * they are; a row no longer there (trashed or purged) is ERROR_ROW_DOES_NOT_EXIST.
 */
export async function writeValues(run: ActionRun, tableId: number, rows: readonly { id: number; values: RowValues }[], history: { actionType: string; command: 'UNDO' | 'REDO' }): Promise<void> {
  await lockTableInTransaction(run.trx, tableId);
  const table = await getTableOrThrow(run.trx, tableId);
  const fields = await listFields(run.trx, tableId);
  const context = { publicUrl: run.ctx.config.publicUrl, mediaUrl: run.ctx.config.mediaUrl };
  const ids = rows.map((row) => row.id);
  const before = new Map((await rowsByIds(run.trx, tableId, fields, ids, context)).map((row) => [row.id, row]));
  if (before.size !== new Set(ids).size) throw new DomainError('ERROR_ROW_DOES_NOT_EXIST');
  const cells = rows.map(({ values }) => {
    const parsed: CellValues = new Map();
    for (const field of fields) {
      const key = `field_${field.id}`;
      if (!Object.hasOwn(values, key) || fieldTypes[field.type].readOnly) continue;
      const result = fieldTypes[field.type].parseApiValue(writable(values[key]), field.options);
      if (result.ok) parsed.set(field.id, result.value);
    }
    return parsed;
  });
  const prepared = await prepareCells(run.trx, fields, cells);
  // A value taken or emptied since under a field's constraint refuses the step whole, as a code.
  await underFieldConstraints(run.trx, async () => {
    for (const [index, { id }] of rows.entries()) await updateRowCells(run.trx, tableId, id, fields, prepared[index] as CellValues, run.caller.user.id);
  });
  // The formulas reading these cells are computed before the rows are read and announced (issue 34).
  await run.ctx.settleChange?.(run.trx, run.emit, { tableId, rowIds: ids });
  const after = await rowsByIds(run.trx, tableId, fields, ids, context);
  const diffs = after.flatMap((row) => diffRow(row.id, fields, before.get(row.id) ?? {}, row) ?? []);
  await insertRowHistory(run.trx, tableId, { caller: run.caller, actionId: null, actionType: history.actionType, command: history.command }, diffs);
  for (const row of after) run.emit({ type: 'row_updated', groupId: table.groupId, tableId, row, before: before.get(row.id) });
}
