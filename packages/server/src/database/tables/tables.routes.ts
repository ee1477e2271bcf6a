import { databaseEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import type { Services } from '../../services.js';

/** The table endpoints of contract §8. */
export function registerTableRoutes(bind: BindEndpoint, { tables }: Services): void {
  bind(endpoints.listTables, ({ caller, params }) => tables.list(caller, Number(params.database_id)));
  bind(endpoints.createTable, ({ caller, params, body }) => tables.create(caller, Number(params.database_id), body));
  bind(endpoints.getTable, ({ caller, params }) => tables.get(caller, Number(params.table_id)));
  bind(endpoints.updateTable, ({ caller, params, body }) => tables.rename(caller, Number(params.table_id), body.name));
  bind(endpoints.deleteTable, ({ caller, params }) => tables.delete(caller, Number(params.table_id)));
}
