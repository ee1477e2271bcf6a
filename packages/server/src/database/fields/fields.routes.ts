import { databaseEndpoints as endpoints } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import { fieldsService } from './fields.service.js';

/** The field endpoints of contract §9; bodies are checked per field type by the service. */
export function registerFieldRoutes(bind: BindEndpoint, ctx: AppContext): void {
  const fields = fieldsService(ctx);
  bind(endpoints.listFields, ({ user, params }) => fields.list(user.id, Number(params.table_id)));
  bind(endpoints.createField, ({ user, params, request }) => fields.create(user.id, Number(params.table_id), request.body));
  bind(endpoints.getField, ({ user, params }) => fields.get(user.id, Number(params.field_id)));
  bind(endpoints.updateField, ({ user, params, request }) => fields.update(user.id, Number(params.field_id), request.body));
  bind(endpoints.deleteField, ({ user, params }) => fields.delete(user.id, Number(params.field_id)));
}
