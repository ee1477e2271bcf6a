import { endpoint } from '../api/endpoint.js';
import type { WebhookEventType } from './webhook-events.js';
import type { WebhookEventConfig, WebhookRequestMethod } from './webhook-requests.js';
import { createWebhookRequest, updateWebhookRequest, webhookTestCallRequest } from './webhook-requests.js';

/** One call a webhook made, as its log shows it (the reference's TableWebhookCallSerializer). */
export interface WebhookCall {
  id: number;
  event_id: string;
  event_type: WebhookEventType;
  called_time: string | null;
  called_url: string;
  /** The request as text: its first line, headers and body (cut in the middle past the log's bound). */
  request: string;
  response: string;
  response_status: number | null;
  error: string;
}

/** A webhook as the reference's TableWebhookSerializer gives it, with its latest calls. */
export interface Webhook {
  id: number;
  events: WebhookEventType[];
  event_config: WebhookEventConfig[];
  headers: Record<string, string>;
  calls: WebhookCall[];
  created_on: string;
  updated_on: string;
  use_user_field_names: boolean;
  url: string;
  request_method: WebhookRequestMethod;
  name: string;
  include_all_events: boolean;
  /** Failed calls in a row; past the operator's bound the webhook is switched off. */
  failed_triggers: number;
  active: boolean;
  /** Cellar's own: the secret this webhook signs its calls with (docs/webhooks.md). */
  secret: string;
}

/** What a test call sent and got (the reference's TableWebhookTestCallResponseSerializer). */
export interface WebhookTestCallAnswer {
  request: string;
  response: string;
  status_code: number | null;
  /** True when no answer came: the address was refused, could not be reached or timed out. */
  is_unreachable: boolean;
}

/** A table's webhooks: the reference's current `/api/database/webhooks/` API. */
export const webhookEndpoints = {
  listWebhooks: endpoint<Webhook[]>()({
    method: 'GET',
    path: '/api/database/webhooks/table/:table_id/',
    access: 'user',
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  createWebhook: endpoint<Webhook>()({
    method: 'POST',
    path: '/api/database/webhooks/table/:table_id/',
    access: 'user',
    body: createWebhookRequest,
    errors: ['ERROR_REQUEST_BODY_VALIDATION', 'ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_TABLE_WEBHOOK_MAX_LIMIT_EXCEEDED', 'ERROR_TABLE_WEBHOOK_EVENT_CONFIG_FIELD_NOT_IN_TABLE'],
  }),
  getWebhook: endpoint<Webhook>()({
    method: 'GET',
    path: '/api/database/webhooks/:webhook_id/',
    access: 'user',
    errors: ['ERROR_TABLE_WEBHOOK_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  updateWebhook: endpoint<Webhook>()({
    method: 'PATCH',
    path: '/api/database/webhooks/:webhook_id/',
    access: 'user',
    body: updateWebhookRequest,
    errors: ['ERROR_REQUEST_BODY_VALIDATION', 'ERROR_TABLE_WEBHOOK_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_TABLE_WEBHOOK_EVENT_CONFIG_FIELD_NOT_IN_TABLE'],
  }),
  deleteWebhook: endpoint()({
    method: 'DELETE',
    path: '/api/database/webhooks/:webhook_id/',
    access: 'user',
    successStatus: 204,
    errors: ['ERROR_TABLE_WEBHOOK_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  testCall: endpoint<WebhookTestCallAnswer>()({
    method: 'POST',
    path: '/api/database/webhooks/table/:table_id/test-call/',
    access: 'user',
    body: webhookTestCallRequest,
    errors: ['ERROR_REQUEST_BODY_VALIDATION', 'ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
} as const;
