import { databaseEndpoints as endpoints, viewFilterEndpoints, viewSortEndpoints } from '@cellar/core';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import { requestUrl } from '../../http/request-url.js';
import type { Services } from '../../services.js';
import { parseViewIncludes } from './views.service.js';

/** The view, filter, sort and grid endpoints of contract §11.1–§11.4. */
export function registerViewRoutes(bind: BindEndpoint, { views, viewFilters, viewSortings, grid }: Services): void {
  const includes = (query: { include?: string | undefined }) => parseViewIncludes(query.include);

  bind(endpoints.listViews, ({ caller, params, query }) => views.list(caller, Number(params.table_id), includes(query)));
  bind(endpoints.createView, ({ caller, params, body, query }) => views.create(caller, Number(params.table_id), body, includes(query)));
  bind(endpoints.getView, ({ caller, params, query }) => views.get(caller, Number(params.view_id), includes(query)));
  bind(endpoints.updateView, ({ caller, params, body, query }) => views.update(caller, Number(params.view_id), body, includes(query)));
  bind(endpoints.deleteView, ({ caller, params }) => views.delete(caller, Number(params.view_id)));

  bind(viewFilterEndpoints.listViewFilters, ({ caller, params }) => viewFilters.list(caller, Number(params.view_id)));
  bind(viewFilterEndpoints.createViewFilter, ({ caller, params, body }) => viewFilters.create(caller, Number(params.view_id), body));
  bind(viewFilterEndpoints.getViewFilter, ({ caller, params }) => viewFilters.get(caller, Number(params.view_filter_id)));
  bind(viewFilterEndpoints.updateViewFilter, ({ caller, params, body }) => viewFilters.update(caller, Number(params.view_filter_id), body));
  bind(viewFilterEndpoints.deleteViewFilter, ({ caller, params }) => viewFilters.delete(caller, Number(params.view_filter_id)));

  bind(viewSortEndpoints.listViewSortings, ({ caller, params }) => viewSortings.list(caller, Number(params.view_id)));
  bind(viewSortEndpoints.createViewSort, ({ caller, params, body }) => viewSortings.create(caller, Number(params.view_id), body));
  bind(viewSortEndpoints.getViewSort, ({ caller, params }) => viewSortings.get(caller, Number(params.view_sort_id)));
  bind(viewSortEndpoints.updateViewSort, ({ caller, params, body }) => viewSortings.update(caller, Number(params.view_sort_id), body));
  bind(viewSortEndpoints.deleteViewSort, ({ caller, params }) => viewSortings.delete(caller, Number(params.view_sort_id)));

  bind(endpoints.listGridRows, ({ caller, params, query, request }) => grid.rows(caller, Number(params.view_id), query, requestUrl(request)));
  bind(endpoints.gridRowsById, ({ caller, params, body }) => grid.rowsById(caller, Number(params.view_id), body));
  bind(endpoints.updateGridFieldOptions, ({ caller, params, body }) => grid.updateFieldOptions(caller, Number(params.view_id), body));
}
