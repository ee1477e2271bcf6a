import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import { putSort, type SortParams } from './view-sort-writes.js';

/** A sort's change: as it is after, and as it was (the reference's `original_*` params). */
export interface UpdateSortParams extends SortParams {
  original_field_id: number;
  original_sort_order: 'ASC' | 'DESC';
}

/** Baserow's `update_view_sort`: undo writes the original field and order back; redo the new ones. */
export const updateViewSortActionType: ServerActionType<UpdateSortParams> = {
  type: 'update_view_sort',
  scope: (params) => scopes.view(params.view_id),
  undo: (run, params) => putSort(run, { ...params, field_id: params.original_field_id, sort_order: params.original_sort_order }),
  redo: (run, params) => putSort(run, params),
};
