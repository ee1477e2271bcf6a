import { DomainError } from '@cellar/core';
import { recordAction } from '../../../actions/action-log.js';
import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import type { Caller } from '../../../callers/caller.js';
import type { Executor } from '../../../db/executor.js';
import type { Emit } from '../../../events/unit-of-work.js';
import type { TableInGroup } from '../../table.policy.js';
import { findView, presentView, type ViewRecord } from '../views.repo.js';
import { getViewForMember } from '../view.policy.js';

/** The settings of a view an update may change. */
export interface ViewSettings {
  name?: string;
  filter_type?: 'AND' | 'OR';
  filters_disabled?: boolean;
}

/** Baserow's update_view params: the changed settings and what they were. */
export interface UpdateViewParams {
  view_id: number;
  data: ViewSettings;
  original_data: ViewSettings;
}

/** Writes settings to a view and announces it; answers the view as stored after. */
export async function writeViewSettings(trx: Executor, table: TableInGroup, viewId: number, set: ViewSettings, emit: Emit): Promise<ViewRecord> {
  if (Object.keys(set).length > 0) await trx.updateTable('views').set(set).where('id', '=', viewId).execute();
  const view = await findView(trx, viewId);
  if (!view) throw new DomainError('ERROR_VIEW_DOES_NOT_EXIST');
  emit({ type: 'view_updated', groupId: table.groupId, tableId: table.id, view: presentView(view, table) });
  return view;
}

async function apply({ trx, caller, emit }: { trx: Executor; caller: Caller; emit: Emit }, viewId: number, set: ViewSettings): Promise<void> {
  const { table } = await getViewForMember(trx, viewId, caller.user.id);
  await writeViewSettings(trx, table, viewId, set, emit);
}

/** Baserow's `update_view` (scope: the view): undo writes the original settings back, redo the new ones. */
export const updateViewActionType: ServerActionType<UpdateViewParams> = {
  type: 'update_view',
  scope: (params) => scopes.view(params.view_id),
  undo: (run, params) => apply(run, params.view_id, params.original_data),
  redo: (run, params) => apply(run, params.view_id, params.data),
};

/** Records a view's change: only the settings that were sent, with their values before. */
export async function recordViewUpdate(trx: Executor, caller: Caller, groupId: number, before: ViewRecord, set: ViewSettings): Promise<void> {
  const keys = Object.keys(set) as (keyof ViewSettings)[];
  if (keys.length === 0) return;
  const original_data = Object.fromEntries(keys.map((key) => [key, before[key]])) as ViewSettings;
  await recordAction(trx, caller, updateViewActionType, groupId, { view_id: before.id, data: set, original_data });
}
