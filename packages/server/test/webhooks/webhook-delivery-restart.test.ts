import type { Webhook } from '@cellar/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../src/db/test-database.js';
import type { Database } from '../../src/db/database.js';
import { emptyTable } from '../database/helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { startDeliveryReceiver } from './webhook-delivery-receiver.js';

// The outbox outlives its process: calls written while no sender runs arrive once another server
// starts on the same data, exactly once; and two servers sending from one database never send a
// call twice (SKIP LOCKED). Each server here shares one database object, as two processes share one.

// One secret key, so a session made on one server is valid on the other.
const settings = { secretKey: 'b'.repeat(64), webhooks: { allowedAddresses: ['127.0.0.1/32'], maxRetries: 2, maxConsecutiveFailures: 8, maxPerTable: 20, retryBaseMs: 20, timeoutMs: 2_000 } };
const open: TestServer[] = [];
let database: Database | undefined;
afterEach(async () => {
  // Every server but the last leaves the database open for the others; the last one closes it.
  for (const server of open.splice(0).reverse()) await server.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  database = undefined;
});

async function serverOn(db: Database): Promise<TestServer> {
  const server = await startTestServer(settings, { database: db });
  open.push(server);
  return server;
}

async function tableWithWebhook(server: TestServer, url: string) {
  const t = await emptyTable(server);
  const created = await server.api.raw('POST', `/api/database/webhooks/table/${t.table.id}/`, { json: { name: 'Hook', url }, headers: { authorization: `JWT ${t.token}` } });
  return { ...t, webhook: created.body as Webhook };
}

describe('the webhook outbox', () => {
  it('delivers calls written while no sender ran once a new server starts on the same data, exactly once', async () => {
    const receiver = await startDeliveryReceiver();
    try {
      database = await createTestDatabase();
      const first = await serverOn(database);
      const t = await tableWithWebhook(first, `${receiver.url}/hook`);
      // The first server stops sending, as a stopped process would; its changes still commit their calls.
      await first.services.webhookSender.stop();
      for (const name of ['a', 'b', 'c']) expect((await t.addRow({ [`field_${t.primary.id}`]: name })).status).toBe(200);
      const pending = await first.db.kysely.selectFrom('webhook_calls').select('state').where('webhook_id', '=', t.webhook.id).execute();
      expect(pending.map((call) => call.state)).toEqual(['pending', 'pending', 'pending']);
      expect(receiver.of(t.webhook.id)).toHaveLength(0);

      const second = await serverOn(database);
      await receiver.until(() => receiver.of(t.webhook.id).length === 3);
      await second.services.webhookSender.idle();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const names = receiver.of(t.webhook.id).map((call) => (call.payload.items as Record<string, unknown>[])[0]?.Name);
      expect(names.sort()).toEqual(['a', 'b', 'c']);
      expect(new Set(receiver.of(t.webhook.id).map((call) => call.payload.event_id)).size).toBe(3);
    } finally {
      await receiver.close();
    }
  });

  it('is shared by two servers without a call sent twice', async () => {
    const receiver = await startDeliveryReceiver();
    try {
      database = await createTestDatabase();
      const first = await serverOn(database);
      const second = await serverOn(database);
      const t = await tableWithWebhook(first, `${receiver.url}/hook`);
      // Changes through both servers, at once: each wakes its own sender.
      const writes = Array.from({ length: 30 }, (_, index) => (index % 2 === 0 ? first : second).api.raw('POST', `/api/database/rows/table/${t.table.id}/`, { json: {}, headers: { authorization: `JWT ${t.token}` } }));
      expect((await Promise.all(writes)).every((answer) => answer.status === 200)).toBe(true);
      await receiver.until(() => receiver.of(t.webhook.id).length >= 30);
      await Promise.all([first.services.webhookSender.idle(), second.services.webhookSender.idle()]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const eventIds = receiver.of(t.webhook.id).map((call) => call.payload.event_id);
      expect(eventIds).toHaveLength(30);
      expect(new Set(eventIds).size).toBe(30);
      const states = await first.db.kysely.selectFrom('webhook_calls').select(['state', 'attempts']).where('webhook_id', '=', t.webhook.id).execute();
      // The log keeps the newest ten.
      expect(states.every((call) => call.state === 'sent' && call.attempts === 1)).toBe(true);
    } finally {
      await receiver.close();
    }
  });
});
