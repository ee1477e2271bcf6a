import { endpoint } from '../api/endpoint.js';
import { createViewFilterRequest, updateViewFilterRequest, type ViewFilter } from './view-filter.js';
import { createViewSortRequest, updateViewSortRequest, type ViewSort } from './view-sort.js';

/**
 * A view sub-resource's path with the other form Baserow 1.1 answered it at: its routes were
 * unanchored regexes (`(?P<view_id>[0-9]+)/filters/$`, `filter/(?P<view_filter_id>[0-9]+)/$`), so
 * `views/view/:view_id/filters/` — the form its own web front end sends — reached the same view.
 */
function viewsPath(path: `/api/database/views/${string}`): { path: string; aliases: readonly string[] } {
  return { path, aliases: [path.replace('/api/database/views/', '/api/database/views/view/')] };
}

/** A view's filters (contract §11.2). Bodies are checked first, a field that does not exist included. */
export const viewFilterEndpoints = {
  listViewFilters: endpoint<ViewFilter[]>()({
    method: 'GET', ...viewsPath('/api/database/views/:view_id/filters/'), access: 'user',
    errors: ['ERROR_VIEW_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  createViewFilter: endpoint<ViewFilter>()({
    method: 'POST', ...viewsPath('/api/database/views/:view_id/filters/'), access: 'user', body: createViewFilterRequest,
    errors: [
      'ERROR_VIEW_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_VIEW_FILTER_NOT_SUPPORTED',
      'ERROR_VIEW_FILTER_TYPE_NOT_ALLOWED_FOR_FIELD', 'ERROR_FIELD_NOT_IN_TABLE',
    ],
  }),
  getViewFilter: endpoint<ViewFilter>()({
    method: 'GET', ...viewsPath('/api/database/views/filter/:view_filter_id/'), access: 'user',
    errors: ['ERROR_VIEW_FILTER_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  updateViewFilter: endpoint<ViewFilter>()({
    method: 'PATCH', ...viewsPath('/api/database/views/filter/:view_filter_id/'), access: 'user', body: updateViewFilterRequest,
    errors: ['ERROR_VIEW_FILTER_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_VIEW_FILTER_TYPE_NOT_ALLOWED_FOR_FIELD', 'ERROR_FIELD_NOT_IN_TABLE'],
  }),
  deleteViewFilter: endpoint()({
    method: 'DELETE', ...viewsPath('/api/database/views/filter/:view_filter_id/'), access: 'user',
    errors: ['ERROR_VIEW_FILTER_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
} as const;

/** A view's sortings (contract §11.3). Bodies are checked first, a field that does not exist included. */
export const viewSortEndpoints = {
  listViewSortings: endpoint<ViewSort[]>()({
    method: 'GET', ...viewsPath('/api/database/views/:view_id/sortings/'), access: 'user',
    errors: ['ERROR_VIEW_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  createViewSort: endpoint<ViewSort>()({
    method: 'POST', ...viewsPath('/api/database/views/:view_id/sortings/'), access: 'user', body: createViewSortRequest,
    errors: [
      'ERROR_VIEW_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_VIEW_SORT_NOT_SUPPORTED', 'ERROR_VIEW_SORT_FIELD_NOT_SUPPORTED',
      'ERROR_FIELD_NOT_IN_TABLE', 'ERROR_VIEW_SORT_FIELD_ALREADY_EXISTS',
    ],
  }),
  getViewSort: endpoint<ViewSort>()({
    method: 'GET', ...viewsPath('/api/database/views/sort/:view_sort_id/'), access: 'user',
    errors: ['ERROR_VIEW_SORT_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  updateViewSort: endpoint<ViewSort>()({
    method: 'PATCH', ...viewsPath('/api/database/views/sort/:view_sort_id/'), access: 'user', body: updateViewSortRequest,
    errors: [
      'ERROR_VIEW_SORT_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_FIELD_NOT_IN_TABLE', 'ERROR_VIEW_SORT_FIELD_NOT_SUPPORTED',
      'ERROR_VIEW_SORT_FIELD_ALREADY_EXISTS',
    ],
  }),
  deleteViewSort: endpoint()({
    method: 'DELETE', ...viewsPath('/api/database/views/sort/:view_sort_id/'), access: 'user',
    errors: ['ERROR_VIEW_SORT_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
} as const;
