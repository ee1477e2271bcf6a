import { databaseEndpoints as endpoints } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import { requestUrl } from '../../http/request-url.js';
import type { RowCountCache } from './row-count-cache.js';
import { rowsService } from './rows.service.js';

/** The row endpoints of contract §10. */
export function registerRowRoutes(bind: BindEndpoint, ctx: AppContext, counts: RowCountCache): void {
  const rows = rowsService(ctx, counts);
  const ids = (params: Record<string, string>) => ({ table: Number(params.table_id), row: Number(params.row_id) });

  bind(endpoints.listRows, ({ user, params, query, request }) => rows.list(user.id, ids(params).table, query, requestUrl(request)));
  bind(endpoints.getRow, ({ user, params }) => rows.get(user.id, ids(params).table, ids(params).row));
  bind(endpoints.createRow, ({ user, params, query, request }) => {
    const before = typeof query.before === 'string' && /^\d+$/.test(query.before) ? Number(query.before) : undefined;
    return rows.create(user.id, ids(params).table, request.body, before);
  });
  bind(endpoints.updateRow, ({ user, params, request }) => rows.update(user.id, ids(params).table, ids(params).row, request.body));
  bind(endpoints.deleteRow, ({ user, params }) => rows.delete(user.id, ids(params).table, ids(params).row));
}
