import type { GridFieldOptions } from '@cellar/core';
import { recordAction } from '../../../actions/action-log.js';
import { scopes, type ActionRun, type ServerActionType } from '../../../actions/server-action-type.js';
import type { Caller } from '../../../callers/caller.js';
import type { Executor } from '../../../db/executor.js';
import { listFields, listFieldsWithTrashed } from '../../fields/fields.repo.js';
import { getViewForMember } from '../view.policy.js';
import { fieldOptionsOf, upsertFieldOptions } from '../views.repo.js';

type OptionChanges = Record<string, Partial<GridFieldOptions>>;

/** Baserow's update_view_field_options params: the settings sent, and what those same settings were. */
export interface UpdateViewFieldOptionsParams {
  view_id: number;
  field_options: OptionChanges;
  original_field_options: OptionChanges;
}

// Writes settings back; those of fields deleted for good since are skipped (the rest still applies).
async function put({ trx, caller, emit }: ActionRun, viewId: number, changes: OptionChanges): Promise<void> {
  const { table } = await getViewForMember(trx, viewId, caller.user.id, 'ERROR_GRID_DOES_NOT_EXIST');
  const existing = new Set((await listFieldsWithTrashed(trx, table.id)).map((field) => String(field.id)));
  const kept = Object.fromEntries(Object.entries(changes).filter(([id]) => existing.has(id)));
  await upsertFieldOptions(trx, viewId, kept);
  const fields = await listFields(trx, table.id);
  const fieldOptions = await fieldOptionsOf(trx, viewId, fields.map((field) => field.id));
  emit({ type: 'grid_view_field_options_updated', groupId: table.groupId, tableId: table.id, viewId, fieldOptions });
}

/** Baserow's `update_view_field_options` (widths, hidden, order; scope: the view). */
export const updateViewFieldOptionsActionType: ServerActionType<UpdateViewFieldOptionsParams> = {
  type: 'update_view_field_options',
  scope: (params) => scopes.view(params.view_id),
  undo: (run, params) => put(run, params.view_id, params.original_field_options),
  redo: (run, params) => put(run, params.view_id, params.field_options),
};

/** The settings `changes` will overwrite, as they are before the change (defaults where none is stored). */
export async function fieldOptionsBefore(db: Executor, viewId: number, changes: Record<number, Partial<GridFieldOptions>>): Promise<OptionChanges> {
  const ids = Object.keys(changes).map(Number);
  const current = await fieldOptionsOf(db, viewId, ids);
  return Object.fromEntries(
    ids.map((id) => {
      const keys = Object.keys(changes[id] ?? {}) as (keyof GridFieldOptions)[];
      const before = current[String(id)] as GridFieldOptions;
      return [String(id), Object.fromEntries(keys.map((key) => [key, before[key]]))];
    }),
  );
}

/** Records a change of column settings, inside its transaction. */
export async function recordFieldOptionsChange(
  trx: Executor,
  caller: Caller,
  groupId: number,
  viewId: number,
  changes: Record<number, Partial<GridFieldOptions>>,
  before: OptionChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  const field_options = Object.fromEntries(Object.entries(changes).map(([id, options]) => [String(id), options]));
  await recordAction(trx, caller, updateViewFieldOptionsActionType, groupId, { view_id: viewId, field_options, original_field_options: before });
}
