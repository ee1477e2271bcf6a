import type { Webhook } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTable } from '../database/helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { signatureVerifies, startDeliveryReceiver } from './webhook-delivery-receiver.js';

// Webhook delivery through the front door: changes made over the API arrive at a local receiver
// (allowed through WEBHOOKS_ALLOWED_ADDRESSES) with the reference's payloads, signed; failures are
// retried (20 ms apart here), counted and switch a webhook off with a mail to its creator; refused
// targets are failed calls, never a failed change.

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startDeliveryReceiver>>;
// Calls to a path starting with /fail/<n> fail n times, then succeed; /down always fails.
const failures = new Map<string, number>();
beforeAll(async () => {
  receiver = await startDeliveryReceiver((call) => {
    if (call.url.startsWith('/down')) return 500;
    const match = /^\/fail\/(\d+)/.exec(call.url);
    if (!match) return 200;
    const seen = failures.get(call.url) ?? 0;
    failures.set(call.url, seen + 1);
    return seen < Number(match[1]) ? 503 : 200;
  });
  server = await startTestServer({ webhooks: { allowedAddresses: ['127.0.0.1/32'], maxRetries: 2, maxConsecutiveFailures: 2, maxPerTable: 20, retryBaseMs: 20, timeoutMs: 2_000 } });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const jwt = (token: string) => ({ authorization: `JWT ${token}` });

async function tableWithWebhook(body: Record<string, unknown> = {}, path = '/hook') {
  const t = await emptyTable(server);
  const created = await server.api.raw('POST', `/api/database/webhooks/table/${t.table.id}/`, { json: { name: 'Hook', url: `${receiver.url}${path}`, ...body }, headers: jwt(t.token) });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const write = (method: string, path: string, json?: unknown) => server.api.raw(method, `/api/database/rows/table/${t.table.id}/${path}`, { json, headers: jwt(t.token) });
  return { ...t, webhook: created.body as Webhook, write };
}

async function storedCalls(webhookId: number) {
  return server.db.kysely.selectFrom('webhook_calls').selectAll().where('webhook_id', '=', webhookId).orderBy('id').execute();
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('webhook delivery', () => {
  it('sends rows created, updated (with the rows before) and deleted, by field name, signed with the secret', async () => {
    const t = await tableWithWebhook();
    const created = await t.write('POST', '', { [`field_${t.primary.id}`]: 'first' });
    const rowId = (created.body as { id: number }).id;
    expect((await t.write('PATCH', `${rowId}/`, { [`field_${t.primary.id}`]: 'second' })).status).toBe(200);
    expect((await t.write('DELETE', `${rowId}/`)).status).toBe(204);
    await receiver.until(() => receiver.of(t.webhook.id).length === 3);
    const [create, update, remove] = receiver.of(t.webhook.id);
    const base = { table_id: t.table.id, database_id: t.table.database_id, webhook_id: t.webhook.id };
    expect(create?.payload).toEqual({ ...base, workspace_id: expect.any(Number), event_id: expect.stringMatching(/^[0-9a-f-]{36}$/), event_type: 'rows.created', items: [{ id: rowId, order: expect.any(String), Name: 'first' }] });
    expect(update?.payload).toMatchObject({ ...base, event_type: 'rows.updated', items: [{ id: rowId, Name: 'second' }], old_items: [{ id: rowId, Name: 'first' }] });
    expect(remove?.payload).toMatchObject({ ...base, event_type: 'rows.deleted', row_ids: [rowId] });
    // In the order the reference writes them, though jsonb stores them otherwise.
    expect(Object.keys(create?.payload ?? {})).toEqual(['table_id', 'database_id', 'workspace_id', 'webhook_id', 'event_id', 'event_type', 'items']);
    expect(Object.keys((update?.payload.items as object[])[0] ?? {})).toEqual(['id', 'order', 'Name']);
    for (const call of [create, update, remove]) {
      expect(call?.method).toBe('POST');
      expect(signatureVerifies(call!, t.webhook.secret)).toBe(true);
      expect(signatureVerifies(call!, 'not the secret')).toBe(false);
    }
    // The call log keeps what was sent and answered.
    await until(async () => (await storedCalls(t.webhook.id)).every((call) => call.state === 'sent'));
    const [logged] = await storedCalls(t.webhook.id);
    expect(logged).toMatchObject({ state: 'sent', attempts: 1, response_status: 200, error: null, called_url: `${receiver.url}/hook` });
    expect(logged?.request).toMatch(/^POST \/hook HTTP\/1\.1\r\n/);
  });

  it('sends a batch write as one call with all its rows, by field id when the webhook asks so', async () => {
    const t = await tableWithWebhook({ use_user_field_names: false, include_all_events: false, events: ['rows.created'] });
    const key = `field_${t.primary.id}`;
    expect((await t.write('POST', 'batch/', { items: [{ [key]: 'a' }, { [key]: 'b' }, { [key]: 'c' }] })).status).toBe(200);
    await receiver.until(() => receiver.of(t.webhook.id).length === 1);
    const [call] = receiver.of(t.webhook.id);
    expect((call?.payload.items as Record<string, unknown>[]).map((item) => item[key])).toEqual(['a', 'b', 'c']);
    // Updates are not among its events: nothing more arrives.
    const ids = (call?.payload.items as { id: number }[]).map((item) => item.id);
    expect((await t.write('PATCH', 'batch/', { items: ids.map((id) => ({ id, [key]: 'z' })) })).status).toBe(200);
    await server.services.webhookSender.idle();
    expect(receiver.of(t.webhook.id)).toHaveLength(1);
  });

  it('sends rows.updated narrowed to a field only when that field changed', async () => {
    const t = await tableWithWebhook({ include_all_events: false, events: ['rows.updated'] });
    const notes = await t.addField({ name: 'Notes', type: 'text' });
    await server.api.raw('PATCH', `/api/database/webhooks/${t.webhook.id}/`, { json: { event_config: [{ event_type: 'rows.updated', fields: [notes.id] }] }, headers: jwt(t.token) });
    const rowId = ((await t.write('POST', '', { [`field_${t.primary.id}`]: 'x' })).body as { id: number }).id;
    await t.write('PATCH', `${rowId}/`, { [`field_${t.primary.id}`]: 'renamed' });
    await t.write('PATCH', `${rowId}/`, { [`field_${notes.id}`]: 'noted' });
    await receiver.until(() => receiver.of(t.webhook.id).length >= 1);
    await server.services.webhookSender.idle();
    const calls = receiver.of(t.webhook.id);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.payload).toMatchObject({ event_type: 'rows.updated', items: [{ Notes: 'noted' }], old_items: [{ Notes: null }] });
  });

  it('retries a failing call with the same event until it is answered', async () => {
    const t = await tableWithWebhook({}, `/fail/2/${Date.now()}`);
    await t.write('POST', '', {});
    await receiver.until(() => receiver.of(t.webhook.id).length === 3);
    const eventIds = new Set(receiver.of(t.webhook.id).map((call) => call.payload.event_id));
    expect(eventIds.size).toBe(1);
    await until(async () => (await storedCalls(t.webhook.id))[0]?.state === 'sent');
    expect((await storedCalls(t.webhook.id))[0]).toMatchObject({ attempts: 3, response_status: 200 });
    const webhook = await server.db.kysely.selectFrom('webhooks').select(['failed_triggers', 'active']).where('id', '=', t.webhook.id).executeTakeFirstOrThrow();
    expect(webhook).toEqual({ failed_triggers: 0, active: true });
  });

  it('switches a webhook off after too many failed calls in a row and mails its creator', async () => {
    const t = await tableWithWebhook({}, '/down');
    const email = (await server.db.kysely.selectFrom('webhooks').innerJoin('users', 'users.id', 'webhooks.user_id').select('users.email').where('webhooks.id', '=', t.webhook.id).executeTakeFirstOrThrow()).email;
    // Each call is tried 3 times (2 retries); the first failed call counts 1, the second reaches the bound of 2.
    await t.write('POST', '', {});
    await until(async () => (await storedCalls(t.webhook.id))[0]?.state === 'failed');
    await t.write('POST', '', {});
    await until(async () => !(await server.db.kysely.selectFrom('webhooks').select('active').where('id', '=', t.webhook.id).executeTakeFirstOrThrow()).active);
    expect(receiver.of(t.webhook.id)).toHaveLength(6);
    const calls = await storedCalls(t.webhook.id);
    expect(calls.map((call) => [call.state, call.attempts, call.response_status])).toEqual([['failed', 3, 500], ['failed', 3, 500]]);
    await until(async () => server.inbox.to(email).some((mail) => mail.subject === 'Webhook "Hook" was switched off'));
    // Switched off, it sends nothing more.
    await t.write('POST', '', {});
    await server.services.webhookSender.idle();
    expect(receiver.of(t.webhook.id)).toHaveLength(6);
  });

  it('records each refused target as a failed call, and the change that caused it succeeds', async () => {
    const refused = [
      { url: 'http://10.0.0.1/hook', error: /10\.0\.0\.1.*not allowed/ },
      { url: 'http://127.0.0.2:9/hook', error: /127\.0\.0\.2.*not allowed/ },
      { url: 'http://[::1]:9/hook', error: /::1.*not allowed/ },
      { url: 'http://169.254.169.254/latest/meta-data/', error: /169\.254\.169\.254.*not allowed/ },
    ];
    const t = await emptyTable(server);
    const ids: number[] = [];
    for (const { url } of refused) {
      const created = await server.api.raw('POST', `/api/database/webhooks/table/${t.table.id}/`, { json: { name: 'Refused', url }, headers: jwt(t.token) });
      ids.push((created.body as Webhook).id);
    }
    expect((await t.addRow({})).status).toBe(200);
    for (const [index, { error }] of refused.entries()) {
      await until(async () => (await storedCalls(ids[index]!))[0]?.state === 'failed');
      const [call] = await storedCalls(ids[index]!);
      expect(call).toMatchObject({ attempts: 3, response_status: null, response: null });
      expect(call?.error).toMatch(error);
    }
  });

  it('sends a row restored from the trash as created, and drops the calls of a table moved to the trash', async () => {
    const t = await tableWithWebhook({ include_all_events: false, events: ['rows.created', 'rows.deleted'] });
    const rowId = ((await t.addRow({ [`field_${t.primary.id}`]: 'kept' })).body as { id: number }).id;
    await t.write('DELETE', `${rowId}/`);
    const restored = await server.api.raw('PATCH', '/api/trash/restore/', { json: { trash_item_type: 'row', trash_item_id: rowId, parent_trash_item_id: t.table.id }, headers: jwt(t.token) });
    expect(restored.status, JSON.stringify(restored.body)).toBe(204);
    await receiver.until(() => receiver.of(t.webhook.id).length === 3);
    expect(receiver.of(t.webhook.id).map((call) => call.payload.event_type)).toEqual(['rows.created', 'rows.deleted', 'rows.created']);
    expect(receiver.of(t.webhook.id)[2]?.payload.items).toEqual([expect.objectContaining({ id: rowId, Name: 'kept' })]);

    // A call waiting when its table goes to the trash is never sent.
    await server.services.webhookSender.stop();
    try {
      await t.addRow({});
      expect((await server.api.raw('DELETE', `/api/database/tables/${t.table.id}/`, { headers: jwt(t.token) })).status).toBe(204);
    } finally {
      server.services.webhookSender.start();
    }
    await until(async () => (await storedCalls(t.webhook.id)).every((call) => call.state !== 'pending'), 5_000);
    await server.services.webhookSender.idle();
    expect(receiver.of(t.webhook.id)).toHaveLength(3);
  });

  it('sends field and view changes with the field or view as their API gives it', async () => {
    const t = await tableWithWebhook({ include_all_events: false, events: ['field.created', 'field.deleted', 'view.updated'] });
    const field = await t.addField({ name: 'Notes', type: 'text' });
    await server.api.raw('PATCH', `/api/database/views/${t.view.id}/`, { json: { name: 'Renamed' }, headers: jwt(t.token) });
    await server.api.raw('DELETE', `/api/database/fields/${field.id}/`, { headers: jwt(t.token) });
    await receiver.until(() => receiver.of(t.webhook.id).length === 3);
    const [created, viewUpdated, deleted] = receiver.of(t.webhook.id).map((call) => call.payload);
    expect(created).toMatchObject({ event_type: 'field.created', table_id: t.table.id, field: { id: field.id, name: 'Notes', type: 'text' }, related_fields: [] });
    expect(viewUpdated).toMatchObject({ event_type: 'view.updated', view: { id: t.view.id, name: 'Renamed' } });
    expect(deleted).toMatchObject({ event_type: 'field.deleted', field_id: field.id, related_fields: [] });
  });
});
