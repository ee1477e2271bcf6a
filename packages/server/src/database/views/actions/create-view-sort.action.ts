import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import { putSort, removeSort, type SortParams } from './view-sort-writes.js';

/** Baserow's `create_view_sort`: undo removes the sort, redo puts it back under its id. */
export const createViewSortActionType: ServerActionType<SortParams> = {
  type: 'create_view_sort',
  scope: (params) => scopes.view(params.view_id),
  undo: (run, params) => removeSort(run, params),
  redo: (run, params) => putSort(run, params),
};
