import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import { writeValues, type RowValues } from './row-action-steps.js';

/** The params of `update_row`: the row and the values of its changed fields before and after, by `field_<id>`. */
export interface UpdateRowParams {
  table_id: number;
  row_id: number;
  before: RowValues;
  after: RowValues;
}

/** An edit of one row: undo writes the values before back, redo the values after. */
export const updateRowActionType: ServerActionType<UpdateRowParams> = {
  type: 'update_row',
  scope: (params) => scopes.table(params.table_id),
  undo: (run, params) => writeValues(run, params.table_id, [{ id: params.row_id, values: params.before }], { actionType: 'update_row', command: 'UNDO' }),
  redo: (run, params) => writeValues(run, params.table_id, [{ id: params.row_id, values: params.after }], { actionType: 'update_row', command: 'REDO' }),
};
