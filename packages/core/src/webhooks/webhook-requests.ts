import { z } from 'zod';
import { maxRecordId } from '../validation/primitives.js';
import { webhookEventTypes } from './webhook-events.js';

/** Bounds on a webhook (the reference's where it has one). */
export const webhookLimits = {
  /** Webhooks per table by default; the operator may change it (WEBHOOKS_MAX_PER_TABLE, as the reference's BASEROW_WEBHOOKS_MAX_PER_TABLE). */
  defaultMaxPerTable: 20,
  urlLength: 2000,
  nameLength: 255,
  headerCount: 20,
  headerNameLength: 255,
  headerValueLength: 2000,
  /** Field ids one event config may name. */
  eventConfigFields: 1000,
  /** Calls kept per webhook for its log (the reference's BASEROW_WEBHOOKS_MAX_CALL_LOG_ENTRIES default). */
  callLogEntries: 10,
  /** How much of a call's request and response text the log keeps. */
  callTextLength: 100_000,
} as const;

/** The HTTP methods a webhook may call with (the reference's WebhookRequestMethods). */
export const webhookRequestMethods = ['POST', 'GET', 'PUT', 'PATCH', 'DELETE'] as const;
export type WebhookRequestMethod = (typeof webhookRequestMethods)[number];

// An HTTP token (RFC 9110 §5.6.2): no spaces, no CR/LF, nothing a header line could be split with.
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Visible ASCII and Latin-1, spaces and tabs inside; never CR, LF or NUL.
const headerValue = /^[\t\x20-\x7e\x80-\xff]*$/;

const webhookHeaders = z
  .record(z.string().max(webhookLimits.headerNameLength).regex(headerName, 'Not a valid header name.'), z.string().max(webhookLimits.headerValueLength).regex(headerValue, 'Not a valid header value.'))
  .refine((headers) => Object.keys(headers).length <= webhookLimits.headerCount, `At most ${webhookLimits.headerCount} headers.`);

/** An http(s) URL with a host; whether that host may be called is the server's check, at connect time. */
const webhookUrl = z
  .string()
  .min(1)
  .max(webhookLimits.urlLength)
  // The parser alone reads `http:///hook` as the host "hook"; a host must follow the two slashes.
  .regex(/^https?:\/\/[^/\\?#\s]/i, 'Enter a valid URL.')
  .pipe(z.url({ protocol: /^https?$/, hostname: /^.+$/, error: 'Enter a valid URL.' }));

const eventConfig = z.object({
  event_type: z.enum(webhookEventTypes),
  fields: z.array(z.number().int().min(0).max(maxRecordId)).max(webhookLimits.eventConfigFields).optional(),
  views: z.array(z.number().int().min(0).max(maxRecordId)).max(webhookLimits.eventConfigFields).optional(),
});
export type WebhookEventConfig = z.output<typeof eventConfig>;

/** POST /api/database/webhooks/table/:table_id/ (the reference's TableWebhookCreateRequestSerializer). */
export const createWebhookRequest = z.object({
  url: webhookUrl,
  include_all_events: z.boolean().default(true),
  events: z.array(z.enum(webhookEventTypes)).max(webhookEventTypes.length * 2).default([]),
  event_config: z.array(eventConfig).max(webhookEventTypes.length).default([]),
  request_method: z.enum(webhookRequestMethods).default('POST'),
  headers: webhookHeaders.default({}),
  name: z.string().min(1).max(webhookLimits.nameLength),
  use_user_field_names: z.boolean().default(true),
});
export type CreateWebhookRequest = z.output<typeof createWebhookRequest>;

/** PATCH /api/database/webhooks/:webhook_id/ (every key optional; `active` switches it back on or off). */
export const updateWebhookRequest = z.object({
  url: webhookUrl.optional(),
  include_all_events: z.boolean().optional(),
  events: z.array(z.enum(webhookEventTypes)).max(webhookEventTypes.length * 2).optional(),
  event_config: z.array(eventConfig).max(webhookEventTypes.length).optional(),
  request_method: z.enum(webhookRequestMethods).optional(),
  headers: webhookHeaders.optional(),
  name: z.string().min(1).max(webhookLimits.nameLength).optional(),
  active: z.boolean().optional(),
  use_user_field_names: z.boolean().optional(),
});
export type UpdateWebhookRequest = z.output<typeof updateWebhookRequest>;

/** POST /api/database/webhooks/table/:table_id/test-call/: a sample call of one event type, made now. */
export const webhookTestCallRequest = z.object({
  url: webhookUrl,
  event_type: z.enum(webhookEventTypes),
  request_method: z.enum(webhookRequestMethods).default('POST'),
  headers: webhookHeaders.default({}),
  use_user_field_names: z.boolean().default(true),
});
export type WebhookTestCallRequest = z.output<typeof webhookTestCallRequest>;
