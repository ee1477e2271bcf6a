import { webhookEndpoints as endpoints, webhookEventTypes } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTable } from '../database/helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { startReceiver } from './webhook-api-receiver.js';

// The test call (POST …/test-call/) to a receiver on this machine, which this server's operator
// allowed (WEBHOOKS_ALLOWED_ADDRESSES=127.0.0.1/32): what was sent and answered comes back. The
// refusal without that allowance is in webhook-api.test.ts.

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let t: Awaited<ReturnType<typeof emptyTable>>;
beforeAll(async () => {
  server = await startTestServer({ webhooks: { allowedAddresses: ['127.0.0.1/32'], maxRetries: 8, maxConsecutiveFailures: 8, maxPerTable: 20 } });
  receiver = await startReceiver();
  t = await emptyTable(server);
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

describe('a test call to an allowed local receiver', () => {
  it('sends a sample payload of the event type with the headers given, and shows the request and the answer', async () => {
    const answer = await server.api.call(endpoints.testCall, {
      params: { table_id: t.table.id },
      body: { url: `${receiver.url}/hook?source=cellar`, event_type: 'rows.created', request_method: 'PATCH', headers: { 'X-Team': 'ops' }, use_user_field_names: true },
      token: t.token,
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['is_unreachable', 'request', 'response', 'status_code']);
    expect(answer.body).toMatchObject({ status_code: 201, is_unreachable: false });
    expect(answer.body.request).toMatch(/^PATCH \/hook\?source=cellar HTTP\/1\.1\r\n/);
    expect(answer.body.request).toContain('X-Team: ops');
    expect(answer.body.response).toContain('{"received":true}');

    expect(receiver.received).toHaveLength(1);
    const [call] = receiver.received;
    expect(call).toMatchObject({ method: 'PATCH', url: '/hook?source=cellar', headers: expect.objectContaining({ 'x-team': 'ops', 'content-type': 'application/json' }) });
    const payload = JSON.parse(call!.body) as Record<string, unknown>;
    expect(payload).toMatchObject({ table_id: t.table.id, event_type: 'rows.created', event_id: expect.any(String), items: [expect.objectContaining({ id: 0, Name: null })] });
    expect(answer.body.request).toContain(call!.body);
  });

  it('answers every event type without a 5xx', async () => {
    for (const event_type of webhookEventTypes) {
      const answer = await server.api.call(endpoints.testCall, { params: { table_id: t.table.id }, body: { url: `${receiver.url}/each`, event_type, request_method: 'POST', headers: {}, use_user_field_names: false }, token: t.token });
      expect({ event_type, status: answer.status, code: answer.body.status_code }).toEqual({ event_type, status: 200, code: 201 });
    }
    const types = receiver.received.filter((call) => call.url === '/each').map((call) => (JSON.parse(call.body) as { event_type: string }).event_type);
    expect(types).toEqual([...webhookEventTypes]);
  });
});
