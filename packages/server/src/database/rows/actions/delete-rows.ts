import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import { restoreAgain, trashAgain } from './row-action-steps.js';

/** The params of `delete_rows`: the rows a batch trashed, the first naming their trash entry. */
export interface DeleteRowsParams {
  table_id: number;
  row_ids: number[];
}

/** Rows deleted (trashed) in one batch: undo restores them together, redo trashes them again as one entry. */
export const deleteRowsActionType: ServerActionType<DeleteRowsParams> = {
  type: 'delete_rows',
  scope: (params) => scopes.table(params.table_id),
  undo: (run, params) => restoreAgain(run, params.table_id, params.row_ids[0] ?? 0, false),
  redo: async (run, params) => {
    await trashAgain(run, params.table_id, params.row_ids, false);
  },
};
