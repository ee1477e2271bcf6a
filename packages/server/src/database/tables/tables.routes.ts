import { databaseEndpoints as endpoints } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import { tablesService } from './tables.service.js';

/** The table endpoints of contract §8. */
export function registerTableRoutes(bind: BindEndpoint, ctx: AppContext): void {
  const tables = tablesService(ctx);
  bind(endpoints.listTables, ({ user, params }) => tables.list(user.id, Number(params.database_id)));
  bind(endpoints.createTable, ({ user, params, body }) => tables.create(user.id, Number(params.database_id), body));
  bind(endpoints.getTable, ({ user, params }) => tables.get(user.id, Number(params.table_id)));
  bind(endpoints.updateTable, ({ user, params, body }) => tables.rename(user.id, Number(params.table_id), body.name));
  bind(endpoints.deleteTable, ({ user, params }) => tables.delete(user.id, Number(params.table_id)));
}
