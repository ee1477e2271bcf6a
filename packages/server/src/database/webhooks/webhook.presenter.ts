import type { Webhook, WebhookCall } from '@cellar/core';
import type { WebhookCallRecord, WebhookRecord } from './webhooks.repo.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** One call of a webhook's log (the reference's TableWebhookCallSerializer: a missing text is ''). */
export function presentWebhookCall(record: WebhookCallRecord): WebhookCall {
  return {
    id: record.id,
    event_id: record.event_id,
    event_type: record.event_type,
    called_time: record.called_time === null ? null : iso(record.called_time),
    called_url: record.called_url,
    request: record.request ?? '',
    response: record.response ?? '',
    response_status: record.response_status,
    error: record.error ?? '',
  };
}

/**
 * A webhook as the reference's TableWebhookSerializer shows it, with its newest calls: `events`
 * lists the types it listens to, `event_config` each with the fields and views narrowing it, when any.
 */
export function presentWebhook(record: WebhookRecord, calls: readonly WebhookCallRecord[]): Webhook {
  return {
    id: record.id,
    events: record.events.map((event) => event.event_type),
    event_config: record.events,
    headers: record.headers,
    calls: calls.map(presentWebhookCall),
    created_on: iso(record.created_on),
    updated_on: iso(record.updated_on),
    use_user_field_names: record.use_user_field_names,
    url: record.url,
    request_method: record.request_method,
    name: record.name,
    include_all_events: record.include_all_events,
    failed_triggers: record.failed_triggers,
    active: record.active,
    secret: record.secret,
  };
}
