import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import { putFilter, type FilterParams } from './view-filter-writes.js';

/** A filter's change: as it is after, and as it was (the reference's `original_*` params). */
export interface UpdateFilterParams extends FilterParams {
  original_field_id: number;
  original_filter_type: string;
  original_filter_value: string;
}

/** Baserow's `update_view_filter`: undo writes the original field, type and value back; redo the new ones. */
export const updateViewFilterActionType: ServerActionType<UpdateFilterParams> = {
  type: 'update_view_filter',
  scope: (params) => scopes.view(params.view_id),
  undo: (run, params) =>
    putFilter(run, { ...params, field_id: params.original_field_id, filter_type: params.original_filter_type, filter_value: params.original_filter_value }),
  redo: (run, params) => putFilter(run, params),
};
