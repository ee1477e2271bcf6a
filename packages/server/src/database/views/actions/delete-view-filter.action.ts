import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import { putFilter, removeFilter, type FilterParams } from './view-filter-writes.js';

/** Baserow's `delete_view_filter`: undo puts the filter back under its id, redo removes it again. */
export const deleteViewFilterActionType: ServerActionType<FilterParams> = {
  type: 'delete_view_filter',
  scope: (params) => scopes.view(params.view_id),
  undo: (run, params) => putFilter(run, params),
  redo: (run, params) => removeFilter(run, params),
};
