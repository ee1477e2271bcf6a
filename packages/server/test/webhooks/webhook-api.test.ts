import { databaseEndpoints as database, tokenEndpoints as tokens, webhookEndpoints as endpoints, type Webhook } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTable } from '../database/helpers.js';
import { purgeTrash } from '../database/purge-trash.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { snapshotState } from '../permissions/state-snapshot.js';
import { sharedTable } from '../realtime/shared-table.js';
import { startReceiver } from './webhook-api-receiver.js';

// The webhook endpoints (the reference's current /api/database/webhooks/) through the front door:
// the reference's keys, who may manage them, the body's bounds, the bound per table (3 on this
// server), the event config's fields, and the call log as the list shows it.

let server: TestServer;
let t: Awaited<ReturnType<typeof sharedTable>>;
beforeAll(async () => {
  server = await startTestServer({ webhooks: { allowedAddresses: [], maxRetries: 8, maxConsecutiveFailures: 8, maxPerTable: 3 } });
  t = await sharedTable(server);
}, 60_000);
afterAll(() => server?.close());

const jwt = (token: string) => ({ authorization: `JWT ${token}` });
const create = (body: unknown, tableId = t.table.id, token = t.token) => server.api.raw('POST', `/api/database/webhooks/table/${tableId}/`, { json: body, headers: jwt(token) });
const hook = (name = 'Hook') => ({ name, url: 'https://receiver.example.com/hook' });
const reference = ['active', 'calls', 'created_on', 'event_config', 'events', 'failed_triggers', 'headers', 'id', 'include_all_events', 'name', 'request_method', 'secret', 'updated_on', 'url', 'use_user_field_names'];

async function userId(email: string): Promise<number> {
  return (await server.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

async function clearWebhooks(tableId = t.table.id): Promise<void> {
  await server.db.kysely.deleteFrom('webhooks').where('table_id', '=', tableId).execute();
}

async function expectRefusedUnchanged(send: () => Promise<{ status: number; body: unknown }>, expected: { status: number; body?: unknown }) {
  const before = await snapshotState(server.db);
  const answer = await send();
  expect({ status: answer.status, body: answer.body }).toMatchObject(expected);
  expect(await snapshotState(server.db), 'a refused call changed something').toEqual(before);
}

describe('webhooks', () => {
  it('are created by a member with the reference keys and a secret, listed, read, changed and deleted', async () => {
    await clearWebhooks();
    const created = await create({
      name: 'n8n', url: 'https://n8n.example.com/webhook/1', include_all_events: false, events: ['rows.created', 'rows.updated'],
      event_config: [{ event_type: 'rows.updated', fields: [t.primary.id] }], headers: { 'X-Api-Key': 'abc' }, use_user_field_names: false,
    }, t.table.id, t.member.token);
    expect(created.status).toBe(200);
    const webhook = created.body as Webhook;
    expect(Object.keys(webhook).sort()).toEqual(reference);
    expect(webhook).toEqual({
      id: expect.any(Number), events: ['rows.created', 'rows.updated'], event_config: [{ event_type: 'rows.created' }, { event_type: 'rows.updated', fields: [t.primary.id] }],
      headers: { 'X-Api-Key': 'abc' }, calls: [], created_on: expect.any(String), updated_on: expect.any(String), use_user_field_names: false,
      url: 'https://n8n.example.com/webhook/1', request_method: 'POST', name: 'n8n', include_all_events: false, failed_triggers: 0, active: true,
      secret: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const stored = await server.db.kysely.selectFrom('webhooks').select('user_id').where('id', '=', webhook.id).executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(await userId(t.member.email));

    expect((await server.api.call(endpoints.listWebhooks, { params: { table_id: t.table.id }, token: t.token })).body).toEqual([webhook]);
    expect((await server.api.call(endpoints.getWebhook, { params: { webhook_id: webhook.id }, token: t.token })).body).toEqual(webhook);

    // A new list of events keeps the config of the types it keeps; headers are replaced whole.
    const changed = await server.api.call(endpoints.updateWebhook, {
      params: { webhook_id: webhook.id }, body: { name: 'n8n prod', events: ['rows.updated', 'field.created'], headers: { 'X-Other': '1' }, request_method: 'PUT' }, token: t.token,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'n8n prod', request_method: 'PUT', headers: { 'X-Other': '1' }, events: ['rows.updated', 'field.created'],
      event_config: [{ event_type: 'rows.updated', fields: [t.primary.id] }, { event_type: 'field.created' }], secret: webhook.secret,
    });
    // Listening to all events again drops the list.
    const all = await server.api.call(endpoints.updateWebhook, { params: { webhook_id: webhook.id }, body: { include_all_events: true }, token: t.token });
    expect(all.body).toMatchObject({ include_all_events: true, events: [], event_config: [] });

    const deleted = await server.api.call(endpoints.deleteWebhook, { params: { webhook_id: webhook.id }, token: t.member.token });
    expect(deleted.status).toBe(204);
    const gone = await server.api.call(endpoints.getWebhook, { params: { webhook_id: webhook.id }, token: t.token });
    expect({ status: gone.status, body: gone.body }).toEqual({ status: 404, body: { error: 'ERROR_TABLE_WEBHOOK_DOES_NOT_EXIST', detail: 'The requested table webhook does not exist.' } });
    expect((await server.api.call(endpoints.listWebhooks, { params: { table_id: t.table.id }, token: t.token })).body).toEqual([]);
  });

  it("keep an event config's own views, each event type once, and ignore a config for an event type not listened to", async () => {
    await clearWebhooks();
    const answer = await create({
      ...hook(), include_all_events: false, events: ['rows.updated', 'view.updated', 'rows.updated'],
      event_config: [{ event_type: 'view.updated', views: [t.view.id] }, { event_type: 'rows.deleted', fields: [999_999] }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ events: ['rows.updated', 'view.updated'], event_config: [{ event_type: 'rows.updated' }, { event_type: 'view.updated', views: [t.view.id] }] });
  });

  it('start counting failures afresh when switched back on', async () => {
    await clearWebhooks();
    const webhook = (await create(hook())).body as Webhook;
    await server.db.kysely.updateTable('webhooks').set({ active: false, failed_triggers: 8 }).where('id', '=', webhook.id).execute();
    const on = await server.api.call(endpoints.updateWebhook, { params: { webhook_id: webhook.id }, body: { active: true }, token: t.token });
    expect(on.body).toMatchObject({ active: true, failed_triggers: 0 });
    const off = await server.api.call(endpoints.updateWebhook, { params: { webhook_id: webhook.id }, body: { active: false }, token: t.token });
    expect(off.body).toMatchObject({ active: false, failed_triggers: 0 });
  });

  it('show their newest calls, at most ten each, and not the ones still waiting for a first attempt', async () => {
    await clearWebhooks();
    const first = (await create(hook('First'))).body as Webhook;
    const second = (await create(hook('Second'))).body as Webhook;
    const call = (webhookId: number, minute: number, made = true) => ({
      webhook_id: webhookId, event_id: `00000000-0000-4000-8000-${String(minute).padStart(12, '0')}`, event_type: 'rows.created' as const, payload: '{}',
      state: made ? ('sent' as const) : ('pending' as const), attempts: made ? 1 : 0, called_url: 'https://receiver.example.com/hook',
      called_time: made ? new Date(Date.UTC(2026, 0, 1, 0, minute)) : null, request: made ? `POST /hook ${minute}` : null,
      response: made ? 'HTTP/1.1 200 OK' : null, response_status: made ? 200 : null,
      // The waiting call is due long after this test, so the server's sender leaves it alone.
      next_attempt_at: new Date('2100-01-01T00:00:00Z'),
    });
    await server.db.kysely.insertInto('webhook_calls').values([...Array.from({ length: 12 }, (_, minute) => call(first.id, minute)), call(first.id, 30, false), call(second.id, 5)]).execute();

    const listed = (await server.api.call(endpoints.listWebhooks, { params: { table_id: t.table.id }, token: t.token })).body;
    const [one, two] = listed;
    expect(one?.calls.map((entry) => entry.request)).toEqual(Array.from({ length: 10 }, (_, index) => `POST /hook ${11 - index}`));
    expect(two?.calls).toEqual([{
      id: expect.any(Number), event_id: '00000000-0000-4000-8000-000000000005', event_type: 'rows.created', called_time: '2026-01-01T00:05:00.000Z',
      called_url: 'https://receiver.example.com/hook', request: 'POST /hook 5', response: 'HTTP/1.1 200 OK', response_status: 200, error: '',
    }]);
    expect((await server.api.call(endpoints.getWebhook, { params: { webhook_id: first.id }, token: t.token })).body.calls).toHaveLength(10);
    await clearWebhooks();
  });

  it.each([
    ['a URL that is not http(s)', { ...hook(), url: 'ftp://receiver.example.com/hook' }, 'url'],
    ['a URL without a host', { ...hook(), url: 'https://' }, 'url'],
    ['a URL of 2001 characters', { ...hook(), url: `https://receiver.example.com/${'a'.repeat(2001 - 'https://receiver.example.com/'.length)}` }, 'url'],
    ['a header value with CR/LF', { ...hook(), headers: { 'X-Evil': 'a\r\nHost: intranet' } }, 'headers'],
    ['a header name with a space', { ...hook(), headers: { 'X Evil': 'a' } }, 'headers'],
    ['21 headers', { ...hook(), headers: Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`X-H${index}`, 'v'])) }, 'headers'],
    ['an unknown event type', { ...hook(), include_all_events: false, events: ['rows.exploded'] }, 'events'],
    ['an unknown method', { ...hook(), request_method: 'TRACE' }, 'request_method'],
    ['no name', { url: 'https://receiver.example.com/hook' }, 'name'],
  ])('refuse %s with the body error, changing nothing', async (_label, body, key) => {
    await expectRefusedUnchanged(() => create(body), { status: 400, body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { [key]: expect.anything() } } });
  });

  it('refuse an invalid change the same way', async () => {
    await clearWebhooks();
    const webhook = (await create(hook())).body as Webhook;
    const patch = (body: unknown) => () => server.api.raw('PATCH', `/api/database/webhooks/${webhook.id}/`, { json: body, headers: jwt(t.token) });
    await expectRefusedUnchanged(patch({ url: 'javascript:alert(1)' }), { status: 400, body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { url: expect.anything() } } });
    await expectRefusedUnchanged(patch({ headers: { 'X-A': 'line\nbreak' } }), { status: 400, body: { error: 'ERROR_REQUEST_BODY_VALIDATION' } });
  });

  it('are at most WEBHOOKS_MAX_PER_TABLE per table', async () => {
    await clearWebhooks();
    for (const name of ['1', '2', '3']) expect((await create(hook(name))).status).toBe(200);
    await expectRefusedUnchanged(() => create(hook('4')), { status: 400, body: { error: 'ERROR_TABLE_WEBHOOK_MAX_LIMIT_EXCEEDED', detail: expect.stringContaining('maximum of 3') } });
  });

  it("refuse an event config naming another table's field, or a view of another table", async () => {
    await clearWebhooks();
    const other = await emptyTable(server);
    const body = { ...hook(), include_all_events: false, events: ['rows.updated'], event_config: [{ event_type: 'rows.updated', fields: [t.primary.id, other.primary.id] }] };
    await expectRefusedUnchanged(() => create(body), {
      status: 400, body: { error: 'ERROR_TABLE_WEBHOOK_EVENT_CONFIG_FIELD_NOT_IN_TABLE', detail: `The provided event config field with ID ${other.primary.id} does not belong to the table.` },
    });
    const webhook = (await create(hook())).body as Webhook;
    await expectRefusedUnchanged(
      () => server.api.raw('PATCH', `/api/database/webhooks/${webhook.id}/`, { json: { include_all_events: false, events: ['rows.updated'], event_config: [{ event_type: 'rows.updated', fields: [other.primary.id] }] }, headers: jwt(t.token) }),
      { status: 400, body: { error: 'ERROR_TABLE_WEBHOOK_EVENT_CONFIG_FIELD_NOT_IN_TABLE' } },
    );
    await expectRefusedUnchanged(
      () => create({ ...hook(), include_all_events: false, events: ['rows.updated'], event_config: [{ event_type: 'rows.updated', views: [other.view.id] }] }),
      { status: 400, body: { error: 'ERROR_REQUEST_BODY_VALIDATION' } },
    );
  });

  it("answer another group's user ERROR_USER_NOT_IN_GROUP, a missing table or webhook 404, before anything changes", async () => {
    await clearWebhooks();
    const webhook = (await create(hook())).body as Webhook;
    const outsider = await server.signUp();
    const as = jwt(outsider.token);
    const notInGroup = { status: 400, body: { error: 'ERROR_USER_NOT_IN_GROUP' } };
    await expectRefusedUnchanged(() => server.api.raw('GET', `/api/database/webhooks/table/${t.table.id}/`, { headers: as }), notInGroup);
    await expectRefusedUnchanged(() => create(hook(), t.table.id, outsider.token), notInGroup);
    await expectRefusedUnchanged(() => server.api.raw('GET', `/api/database/webhooks/${webhook.id}/`, { headers: as }), notInGroup);
    await expectRefusedUnchanged(() => server.api.raw('PATCH', `/api/database/webhooks/${webhook.id}/`, { json: { active: false }, headers: as }), notInGroup);
    await expectRefusedUnchanged(() => server.api.raw('DELETE', `/api/database/webhooks/${webhook.id}/`, { headers: as }), notInGroup);
    await expectRefusedUnchanged(() => server.api.raw('POST', `/api/database/webhooks/table/${t.table.id}/test-call/`, { json: { url: 'http://127.0.0.1:9/', event_type: 'rows.created' }, headers: as }), notInGroup);

    const missingTable = { status: 404, body: { error: 'ERROR_TABLE_DOES_NOT_EXIST' } };
    await expectRefusedUnchanged(() => create(hook(), 999_999), missingTable);
    await expectRefusedUnchanged(() => server.api.raw('GET', '/api/database/webhooks/table/999999/', { headers: jwt(t.token) }), missingTable);
    await expectRefusedUnchanged(() => server.api.raw('PATCH', '/api/database/webhooks/999999/', { json: { active: false }, headers: as }), { status: 404, body: { error: 'ERROR_TABLE_WEBHOOK_DOES_NOT_EXIST' } });
  });

  it('refuse database tokens, as every JWT-only endpoint does', async () => {
    const [group] = (await server.api.raw('GET', '/api/groups/', { headers: jwt(t.token) })).body as { id: number }[];
    const token = await server.api.call(tokens.createToken, { body: { name: 'Hooks', group: group!.id }, token: t.token });
    const answer = await server.api.raw('GET', `/api/database/webhooks/table/${t.table.id}/`, { headers: { authorization: `Token ${token.body.key}` } });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 401, body: { detail: 'Authentication credentials were not provided.' } });
    await expectRefusedUnchanged(() => server.api.raw('POST', `/api/database/webhooks/table/${t.table.id}/`, { json: hook(), headers: { authorization: `Token ${token.body.key}` } }), { status: 401 });
  });

  it('go out of reach with their table in the trash, come back with it, and go for good with it', async () => {
    const table = await emptyTable(server);
    const webhook = (await create(hook(), table.table.id, table.token)).body as Webhook;
    const get = () => server.api.call(endpoints.getWebhook, { params: { webhook_id: webhook.id }, token: table.token });
    expect((await server.api.call(database.deleteTable, { params: { table_id: table.table.id }, token: table.token })).status).toBe(204);
    expect((await get()).status).toBe(404);
    const restored = await server.api.raw('PATCH', '/api/trash/restore/', { json: { trash_item_type: 'table', trash_item_id: table.table.id }, headers: jwt(table.token) });
    expect(restored.status).toBe(204);
    expect((await get()).body).toMatchObject({ id: webhook.id, name: 'Hook' });
    expect((await server.api.call(database.deleteTable, { params: { table_id: table.table.id }, token: table.token })).status).toBe(204);
    await purgeTrash(server);
    expect(await server.db.kysely.selectFrom('webhooks').select('id').where('id', '=', webhook.id).execute()).toEqual([]);
  });

  it('make a test call to a private address only when the operator allowed it: refused here, nothing sent, never a 5xx', async () => {
    const receiver = await startReceiver();
    try {
      const answer = await server.api.call(endpoints.testCall, {
        params: { table_id: t.table.id }, body: { url: `${receiver.url}/hook`, event_type: 'rows.updated', request_method: 'POST', headers: {}, use_user_field_names: true }, token: t.member.token,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status_code: null, is_unreachable: true, request: expect.stringContaining('POST /hook'), response: expect.stringContaining('not allowed') });
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});
