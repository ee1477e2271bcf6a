import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import { putSort, removeSort, type SortParams } from './view-sort-writes.js';

/** Baserow's `delete_view_sort`: undo puts the sort back under its id, redo removes it again. */
export const deleteViewSortActionType: ServerActionType<SortParams> = {
  type: 'delete_view_sort',
  scope: (params) => scopes.view(params.view_id),
  undo: (run, params) => putSort(run, params),
  redo: (run, params) => removeSort(run, params),
};
