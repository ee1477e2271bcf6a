import type { Webhook, WebhookCall, WebhookEventType } from '@cellar/core';

/** Each event's name in the form and the call log (the reference's wording); a new event type fails to compile until named here. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'rows.created': 'Rows are created',
  'rows.updated': 'Rows are updated',
  'rows.deleted': 'Rows are deleted',
  'field.created': 'Field is created',
  'field.updated': 'Field is updated',
  'field.deleted': 'Field is deleted',
  'view.created': 'View is created',
  'view.updated': 'View is updated',
  'view.deleted': 'View is deleted',
};

/** True for a 2xx answer, the only one a receiver's "got it" is. */
export const isSuccessStatus = (status: number | null): boolean => status !== null && status >= 200 && status <= 299;

/** A call's outcome in words, so it never rests on colour: "200 OK", "500 NOT OK", "Server unreachable". */
export function callStatusText(status: number | null): string {
  if (status === null) return 'Server unreachable';
  return `${status} ${isSuccessStatus(status) ? 'OK' : 'NOT OK'}`;
}

/** When a call was made, to the second: calls of one minute are told apart (the reference's YYYY-MM-DD HH:mm:ss). */
export function callTime(call: Pick<WebhookCall, 'called_time'>): string {
  if (!call.called_time) return 'Not sent yet';
  const date = new Date(call.called_time);
  if (Number.isNaN(date.getTime())) return call.called_time;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Which events a webhook listens to, as its summary says it. */
export function triggerDescription(webhook: Pick<Webhook, 'include_all_events' | 'events'>): string {
  if (webhook.include_all_events) return 'Triggers on every event';
  const count = webhook.events.length;
  return `Triggers on ${count} event${count === 1 ? '' : 's'}`;
}
