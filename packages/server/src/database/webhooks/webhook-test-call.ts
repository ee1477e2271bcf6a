import type { WebhookTestCallAnswer, WebhookTestCallRequest } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import type { TableInGroup } from '../table.policy.js';
import { sendWebhook, webhookResponseBytes, webhookTimeoutMs } from './delivery/send-webhook.js';
import { samplePayload } from './payloads/sample-payload.js';

/**
 * The reference's test call: a sample payload of the chosen event type, built from the table's
 * fields, sent now to the URL given (not a saved webhook's, so it is not signed and its
 * `webhook_id` is 0), through the same address policy, timeout and answer cap as every call. The
 * answer shows the request as sent and the response as read; when nothing was answered (refused
 * address, no connection, timeout) `response` says why and `is_unreachable` is true.
 */
export async function testCallWebhook(ctx: AppContext, table: TableInGroup, body: WebhookTestCallRequest): Promise<WebhookTestCallAnswer> {
  const payload = await samplePayload({ db: ctx.db.kysely }, table, body.event_type, body.use_user_field_names, 0);
  const attempt = await sendWebhook(
    { url: body.url, method: body.request_method, headers: body.headers, body: JSON.stringify(payload), secret: null },
    { allowedAddresses: ctx.config.webhooks.allowedAddresses, timeoutMs: webhookTimeoutMs, maxResponseBytes: webhookResponseBytes },
  );
  return {
    request: attempt.request,
    response: attempt.response ?? attempt.error ?? '',
    status_code: attempt.status,
    is_unreachable: attempt.unreachable,
  };
}
