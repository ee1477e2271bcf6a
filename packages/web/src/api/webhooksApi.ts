import { webhookEndpoints as e, type BodyOf, type Webhook, type WebhookTestCallAnswer } from '@cellar/core';
import type { ApiClient } from './client';
import { callEndpoint } from './endpointCall';

/** A table's webhooks (issue 37): the reference's `/api/database/webhooks/` endpoints. */
export interface WebhooksApi {
  list(tableId: number): Promise<Webhook[]>;
  create(tableId: number, request: BodyOf<typeof e.createWebhook>): Promise<Webhook>;
  get(webhookId: number): Promise<Webhook>;
  update(webhookId: number, request: BodyOf<typeof e.updateWebhook>): Promise<Webhook>;
  remove(webhookId: number): Promise<void>;
  /** Sends a sample call of one event type now, without saving anything, and answers what was sent and got. */
  testCall(tableId: number, request: BodyOf<typeof e.testCall>): Promise<WebhookTestCallAnswer>;
}

/** Binds the webhook endpoints to a client. */
export function createWebhooksApi(client: ApiClient): WebhooksApi {
  return {
    list: (table_id) => callEndpoint(client, e.listWebhooks, { params: { table_id } }),
    create: (table_id, body) => callEndpoint(client, e.createWebhook, { params: { table_id }, body }),
    get: (webhook_id) => callEndpoint(client, e.getWebhook, { params: { webhook_id } }),
    update: (webhook_id, body) => callEndpoint(client, e.updateWebhook, { params: { webhook_id }, body }),
    remove: async (webhook_id) => {
      await callEndpoint(client, e.deleteWebhook, { params: { webhook_id } });
    },
    testCall: (table_id, body) => callEndpoint(client, e.testCall, { params: { table_id }, body }),
  };
}
