import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import { writeValues, type RowValues } from './row-action-steps.js';

/** The params of `update_rows`: each changed row with the values of its changed fields before and after. */
export interface UpdateRowsParams {
  table_id: number;
  rows: { id: number; before: RowValues; after: RowValues }[];
}

/** An edit of a batch of rows (a paste): undo writes every row's values before back, redo the values after. */
export const updateRowsActionType: ServerActionType<UpdateRowsParams> = {
  type: 'update_rows',
  scope: (params) => scopes.table(params.table_id),
  undo: (run, params) => writeValues(run, params.table_id, params.rows.map((row) => ({ id: row.id, values: row.before })), { actionType: 'update_rows', command: 'UNDO' }),
  redo: (run, params) => writeValues(run, params.table_id, params.rows.map((row) => ({ id: row.id, values: row.after })), { actionType: 'update_rows', command: 'REDO' }),
};
