import { recordAction } from '../../../actions/action-log.js';
import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import type { Caller } from '../../../callers/caller.js';
import type { Executor } from '../../../db/executor.js';
import type { Emit } from '../../../events/unit-of-work.js';
import { restoreTrashed } from '../../../trash/restore-trashed.js';
import { getTableForMember } from '../../table.policy.js';
import { trashView, viewTrashType } from '../trash/view-trash-type.js';
import { getViewForMember } from '../view.policy.js';

/** What undoing and redoing a view's deletion need. */
export interface DeleteViewParams {
  table_id: number;
  view_id: number;
}

async function trash(trx: Executor, caller: Caller, viewId: number, emit: Emit): Promise<DeleteViewParams & { groupId: number }> {
  const { view, table } = await getViewForMember(trx, viewId, caller.user.id);
  await trashView(trx, caller, table, view);
  emit({ type: 'view_deleted', groupId: table.groupId, tableId: table.id, viewId });
  return { table_id: table.id, view_id: viewId, groupId: table.groupId };
}

/** Baserow's `delete_view` (scope: its table): undo restores it with its settings, redo trashes it again. */
export const deleteViewActionType: ServerActionType<DeleteViewParams> = {
  type: 'delete_view',
  scope: (params) => scopes.table(params.table_id),
  async undo(run, params) {
    await getTableForMember(run.trx, params.table_id, run.caller.user.id);
    await restoreTrashed(run, viewTrashType, params.view_id, 'ERROR_VIEW_DOES_NOT_EXIST');
  },
  async redo({ trx, caller, emit }, params) {
    await trash(trx, caller, params.view_id, emit);
  },
};

/** Deletes a view into the trash and records the action, inside the caller's transaction. */
export async function deleteViewAction(trx: Executor, caller: Caller, viewId: number, emit: Emit): Promise<void> {
  const { groupId, ...params } = await trash(trx, caller, viewId, emit);
  await recordAction(trx, caller, deleteViewActionType, groupId, params);
}
