import { databaseEndpoints as endpoints } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import { requestUrl } from '../../http/request-url.js';
import type { RowCountCache } from '../rows/row-count-cache.js';
import { gridService } from './grid.service.js';
import { parseViewIncludes, viewsService } from './views.service.js';

/** The view and grid endpoints of contract §11.1 and §11.4. */
export function registerViewRoutes(bind: BindEndpoint, ctx: AppContext, counts: RowCountCache): void {
  const views = viewsService(ctx);
  const grid = gridService(ctx, counts);
  const includes = (query: Record<string, unknown>) => parseViewIncludes(typeof query.include === 'string' ? query.include : undefined);

  bind(endpoints.listViews, ({ user, params, query }) => views.list(user.id, Number(params.table_id), includes(query)));
  bind(endpoints.createView, ({ user, params, body, query }) => views.create(user.id, Number(params.table_id), body, includes(query)));
  bind(endpoints.getView, ({ user, params, query }) => views.get(user.id, Number(params.view_id), includes(query)));
  bind(endpoints.updateView, ({ user, params, body, query }) => views.update(user.id, Number(params.view_id), body, includes(query)));
  bind(endpoints.deleteView, ({ user, params }) => views.delete(user.id, Number(params.view_id)));

  bind(endpoints.listGridRows, ({ user, params, query, request }) => grid.rows(user.id, Number(params.view_id), query, requestUrl(request)));
  bind(endpoints.gridRowsById, ({ user, params, request }) => grid.rowsById(user.id, Number(params.view_id), request.body));
  bind(endpoints.updateGridFieldOptions, ({ user, params, request }) => grid.updateFieldOptions(user.id, Number(params.view_id), request.body));
}
