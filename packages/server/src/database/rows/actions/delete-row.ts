import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import { restoreAgain, trashAgain } from './row-action-steps.js';

/** The params of `delete_row`: the row trashed. */
export interface DeleteRowParams {
  table_id: number;
  row_id: number;
}

/** A row deleted (trashed) through the rows API: undo restores it from the trash, redo trashes it again. */
export const deleteRowActionType: ServerActionType<DeleteRowParams> = {
  type: 'delete_row',
  scope: (params) => scopes.table(params.table_id),
  undo: (run, params) => restoreAgain(run, params.table_id, params.row_id, true),
  redo: (run, params) => trashAgain(run, params.table_id, [params.row_id], true),
};
