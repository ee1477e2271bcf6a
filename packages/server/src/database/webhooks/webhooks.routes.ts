import { webhookEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import type { Services } from '../../services.js';

/** A table's webhooks (the reference's current `/api/database/webhooks/` API). */
export function registerWebhookRoutes(bind: BindEndpoint, { webhooks }: Services): void {
  const id = (value: string | undefined) => Number(value);
  bind(endpoints.listWebhooks, ({ caller, params }) => webhooks.list(caller, id(params.table_id)));
  bind(endpoints.createWebhook, ({ caller, params, body }) => webhooks.create(caller, id(params.table_id), body));
  bind(endpoints.getWebhook, ({ caller, params }) => webhooks.get(caller, id(params.webhook_id)));
  bind(endpoints.updateWebhook, ({ caller, params, body }) => webhooks.update(caller, id(params.webhook_id), body));
  bind(endpoints.deleteWebhook, ({ caller, params }) => webhooks.delete(caller, id(params.webhook_id)));
  bind(endpoints.testCall, ({ caller, params, body }) => webhooks.testCall(caller, id(params.table_id), body));
}
