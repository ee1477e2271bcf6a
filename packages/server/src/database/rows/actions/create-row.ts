import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import { restoreAgain, trashAgain } from './row-action-steps.js';

/** The params of `create_row`: the row made. */
export interface CreateRowParams {
  table_id: number;
  row_id: number;
}

/** A row created through the rows API: undo trashes it, redo restores it (the same id). */
export const createRowActionType: ServerActionType<CreateRowParams> = {
  type: 'create_row',
  scope: (params) => scopes.table(params.table_id),
  undo: (run, params) => trashAgain(run, params.table_id, [params.row_id], true),
  redo: (run, params) => restoreAgain(run, params.table_id, params.row_id, true),
};
