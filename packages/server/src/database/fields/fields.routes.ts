import { databaseEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import type { Services } from '../../services.js';

/** The field endpoints of contract §9; bodies are checked per field type by the service. */
export function registerFieldRoutes(bind: BindEndpoint, { fields }: Services): void {
  bind(endpoints.listFields, ({ caller, params }) => fields.list(caller, Number(params.table_id)));
  bind(endpoints.createField, ({ caller, params, body }) => fields.create(caller, Number(params.table_id), body));
  bind(endpoints.getField, ({ caller, params }) => fields.get(caller, Number(params.field_id)));
  bind(endpoints.updateField, ({ caller, params, body }) => fields.update(caller, Number(params.field_id), body));
  bind(endpoints.previewFieldChange, ({ caller, params, body }) => fields.previewChange(caller, Number(params.field_id), body));
  bind(endpoints.deleteField, ({ caller, params }) => fields.delete(caller, Number(params.field_id)));
}
