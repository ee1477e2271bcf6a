import { databaseEndpoints as endpoints, recordIdParam, rowHistoryEndpoints } from '@cellar/core';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import { requestUrl } from '../../http/request-url.js';
import type { Services } from '../../services.js';

/** The row endpoints of contract §10 and Cellar's batch ones (a JWT or a database token with the right for each), and a row's history (a JWT only). */
export function registerRowRoutes(bind: BindEndpoint, { rows, rowBatches, rowHistory }: Services): void {
  const ids = (params: Record<string, string>) => ({ table: Number(params.table_id), row: Number(params.row_id) });

  bind(endpoints.listRows, ({ caller, params, query, request }) => rows.list(caller, ids(params).table, query, requestUrl(request)));
  bind(endpoints.getRow, ({ caller, params, query }) => rows.get(caller, ids(params).table, ids(params).row, query.user_field_names));
  bind(endpoints.createRow, ({ caller, params, query, body }) => rows.create(caller, ids(params).table, body, recordIdParam(query.before), query.user_field_names));
  bind(endpoints.updateRow, ({ caller, params, query, body }) => rows.update(caller, ids(params).table, ids(params).row, body, query.user_field_names));
  bind(endpoints.deleteRow, ({ caller, params }) => rows.delete(caller, ids(params).table, ids(params).row));
  bind(endpoints.createRows, ({ caller, params, query, body }) => rowBatches.createMany(caller, ids(params).table, body, recordIdParam(query.before), query.user_field_names));
  bind(endpoints.updateRows, ({ caller, params, query, body }) => rowBatches.updateMany(caller, ids(params).table, body, query.user_field_names));
  bind(endpoints.deleteRows, ({ caller, params, body }) => rowBatches.deleteMany(caller, ids(params).table, body));
  bind(rowHistoryEndpoints.getRowHistory, ({ caller, params, query, request }) => rowHistory.list(caller, ids(params).table, ids(params).row, query, requestUrl(request)));
}
