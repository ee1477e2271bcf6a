import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import { putFilter, removeFilter, type FilterParams } from './view-filter-writes.js';

/** Baserow's `create_view_filter`: undo removes the filter, redo puts it back under its id. */
export const createViewFilterActionType: ServerActionType<FilterParams> = {
  type: 'create_view_filter',
  scope: (params) => scopes.view(params.view_id),
  undo: (run, params) => removeFilter(run, params),
  redo: (run, params) => putFilter(run, params),
};
