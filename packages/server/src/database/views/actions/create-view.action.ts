import { DomainError } from '@cellar/core';
import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import { restoreTrashed } from '../../../trash/restore-trashed.js';
import { getTableForMember } from '../../table.policy.js';
import { trashView, viewTrashType } from '../trash/view-trash-type.js';
import { findView } from '../views.repo.js';

/** What undoing and redoing a view's creation need. */
export interface CreateViewParams {
  table_id: number;
  view_id: number;
}

/**
 * Baserow's `create_view`: undo puts the view in the trash (as the reference does, so redo brings
 * the same view back with whatever was set on it since), redo restores it.
 */
export const createViewActionType: ServerActionType<CreateViewParams> = {
  type: 'create_view',
  scope: (params) => scopes.table(params.table_id),
  async undo({ trx, caller, emit }, params) {
    const table = await getTableForMember(trx, params.table_id, caller.user.id);
    const view = await findView(trx, params.view_id);
    if (!view) throw new DomainError('ERROR_VIEW_DOES_NOT_EXIST');
    await trashView(trx, caller, table, view);
    emit({ type: 'view_deleted', groupId: table.groupId, tableId: table.id, viewId: view.id });
  },
  async redo(run, params) {
    await getTableForMember(run.trx, params.table_id, run.caller.user.id);
    await restoreTrashed(run, viewTrashType, params.view_id, 'ERROR_VIEW_DOES_NOT_EXIST');
  },
};
