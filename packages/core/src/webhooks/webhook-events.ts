/**
 * Webhooks (issue 37): the event types a table's webhook can listen to, with the reference's
 * current names, and the payload a receiver gets for each.
 */
export const webhookEventTypes = [
  'rows.created',
  'rows.updated',
  'rows.deleted',
  'field.created',
  'field.updated',
  'field.deleted',
  'view.created',
  'view.updated',
  'view.deleted',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The event types whose calls an event config may narrow to some fields (`rows.updated`: only when one of them changed). */
export const fieldScopedWebhookEventTypes: readonly WebhookEventType[] = ['rows.updated'];

/**
 * What every call's JSON body carries (the reference's payload): `workspace_id` is the group's id
 * (the reference's current name), `event_id` a UUID that stays the same across retries of one call.
 */
export interface WebhookPayloadBase {
  table_id: number;
  database_id: number;
  workspace_id: number;
  webhook_id: number;
  event_id: string;
  event_type: WebhookEventType;
}

/**
 * The body per event type. Rows are as the row API gives them (`field_{id}` keys, or the fields' names
 * when the webhook has `use_user_field_names`); `old_items` are the updated rows before the change;
 * a batch write is one call with all its rows.
 */
export type WebhookPayload = WebhookPayloadBase &
  (
    | { event_type: 'rows.created'; items: Record<string, unknown>[] }
    | { event_type: 'rows.updated'; items: Record<string, unknown>[]; old_items: Record<string, unknown>[] }
    | { event_type: 'rows.deleted'; row_ids: number[] }
    | { event_type: 'field.created' | 'field.updated'; field: Record<string, unknown>; related_fields?: Record<string, unknown>[] }
    | { event_type: 'field.deleted'; field_id: number; related_fields?: Record<string, unknown>[] }
    | { event_type: 'view.created' | 'view.updated'; view: Record<string, unknown> }
    | { event_type: 'view.deleted'; view_id: number }
  );

/**
 * The header carrying Cellar's signature of a call (its own, documented in docs/webhooks.md):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the webhook's secret>`, so a receiver can
 * check the call came from this Cellar and is not a replay of an old one.
 */
export const webhookSignatureHeader = 'X-Cellar-Signature';
