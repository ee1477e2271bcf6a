import {
  createWebhookRequest,
  fieldScopedWebhookEventTypes,
  type CreateWebhookRequest,
  type Webhook,
  type WebhookEventType,
  type WebhookRequestMethod,
  webhookLimits,
} from '@cellar/core';

/** One header row of the form; `key` keeps React's identity of the row while its name is typed. */
export interface HeaderRow {
  key: number;
  name: string;
  value: string;
}

/** What the webhook form edits: the request's keys, with headers as rows and the field choice per event. */
export interface WebhookFormValues {
  name: string;
  url: string;
  request_method: WebhookRequestMethod;
  use_user_field_names: boolean;
  include_all_events: boolean;
  events: WebhookEventType[];
  /** Fields whose change triggers a field-scoped event (rows.updated); none means any field. */
  fieldsByEvent: Partial<Record<WebhookEventType, number[]>>;
  headers: HeaderRow[];
  active: boolean;
}

/** Where a message shows: an input's name, `header-<row index>`, or `form` for the whole request. */
export type WebhookFormErrors = Partial<Record<string, string>>;

let nextHeaderKey = 1;
/** A new header row with an identity of its own. */
export function headerRow(name = '', value = ''): HeaderRow {
  return { key: nextHeaderKey++, name, value };
}

/** A new webhook's form, with the reference's defaults: POST, every event, field names. */
export const emptyWebhookForm = (): WebhookFormValues => ({
  name: '',
  url: '',
  request_method: 'POST',
  use_user_field_names: true,
  include_all_events: true,
  events: [],
  fieldsByEvent: {},
  headers: [],
  active: true,
});

/** An existing webhook's values in the form. */
export function webhookFormValues(webhook: Webhook): WebhookFormValues {
  const fieldsByEvent: WebhookFormValues['fieldsByEvent'] = {};
  for (const config of webhook.event_config) if (config.fields?.length) fieldsByEvent[config.event_type] = [...config.fields];
  return {
    name: webhook.name,
    url: webhook.url,
    request_method: webhook.request_method,
    use_user_field_names: webhook.use_user_field_names,
    include_all_events: webhook.include_all_events,
    events: [...webhook.events],
    fieldsByEvent,
    headers: Object.entries(webhook.headers).map(([name, value]) => headerRow(name, value)),
    active: webhook.active,
  };
}

/** The create request the form's values make (the update sends the same keys plus `active`). */
export function webhookRequest(values: WebhookFormValues): CreateWebhookRequest {
  const events = values.include_all_events ? [] : values.events;
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    request_method: values.request_method,
    use_user_field_names: values.use_user_field_names,
    include_all_events: values.include_all_events,
    events,
    // Only a chosen event keeps its field choice; the reference drops it with the event.
    event_config: events
      .filter((event) => fieldScopedWebhookEventTypes.includes(event) && (values.fieldsByEvent[event]?.length ?? 0) > 0)
      .map((event) => ({ event_type: event, fields: values.fieldsByEvent[event] ?? [] })),
    // A row left wholly empty is the blank one a person did not use.
    headers: Object.fromEntries(values.headers.filter((row) => row.name.trim() !== '' || row.value !== '').map((row) => [row.name.trim(), row.value])),
  };
}

/**
 * The form's problems before anything is sent: core's request schema (one rule for the browser and the
 * server) and what only rows can say — a header without a name, or a name given twice.
 */
export function validateWebhookForm(values: WebhookFormValues): WebhookFormErrors {
  const errors: WebhookFormErrors = {};
  const seen = new Set<string>();
  values.headers.forEach((row, index) => {
    const name = row.name.trim().toLowerCase();
    if (name === '' && row.value !== '') errors[`header-${index}`] = 'Enter the header’s name.';
    else if (name !== '' && seen.has(name)) errors[`header-${index}`] = 'This header is already set above.';
    seen.add(name);
  });
  const parsed = createWebhookRequest.safeParse(webhookRequest(values));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const [key, headerName] = issue.path.map(String);
    if (!key) continue;
    const target = key === 'headers' && headerName !== undefined ? headerKey(values, headerName) : key;
    // A refused header name comes wrapped: the key's own issue carries the schema's message.
    const message = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
    errors[target] ??= messageFor(key, message, values);
  }
  return errors;
}

// The header row a schema issue about `headers.<name>` belongs to.
function headerKey(values: WebhookFormValues, name: string): string {
  const index = values.headers.findIndex((row) => row.name.trim() === name);
  return index < 0 ? 'headers' : `header-${index}`;
}

// Core's messages are an API's; a person filling the form reads these (the reference's wording for the URL).
function messageFor(key: string, message: string, values: WebhookFormValues): string {
  if (key === 'name') return values.name.trim() === '' ? 'This field is required.' : `At most ${webhookLimits.nameLength} characters.`;
  if (key === 'url') {
    if (values.url.trim() === '') return 'This field is required.';
    if (values.url.trim().length > webhookLimits.urlLength) return `At most ${webhookLimits.urlLength} characters.`;
    return "Must be a valid url starting with 'https://' or 'http://'.";
  }
  return message;
}
