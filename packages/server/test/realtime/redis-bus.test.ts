import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { emptyTable } from '../database/helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { TestSocket } from './test-socket.js';

// Redis runs beside PostgreSQL wherever several processes share state (CI included).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A channel of this run's own: other test files' servers on the same Redis stay out of it.
const redisKeyPrefix = `cellar-test-${randomBytes(6).toString('hex')}`;

let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer({ redisUrl, redisKeyPrefix });
  // A second process of the same installation: same database, same secret key, same Redis.
  const shared: Database = { kysely: first.db.kysely, engine: first.db.engine, ping: () => first.db.ping(), close: async () => {} };
  second = await startTestServer({ redisUrl, redisKeyPrefix, secretKey: first.ctx.config.secretKey }, { database: shared });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('two server processes sharing a Redis bus', () => {
  it('deliver a change made through one to sockets on the other, still without the tab that made it', async () => {
    const t = await emptyTable(first);
    const [there, alsoThere, here] = await Promise.all([second, second, first].map((server) => TestSocket.signedIn(server.url, t.token)));
    for (const socket of [there, alsoThere, here]) await socket!.joinTable(t.table.id);

    const created = await first.api.raw('POST', `/api/database/rows/table/${t.table.id}/`, {
      json: {},
      headers: { authorization: `JWT ${t.token}`, websocketid: there!.id },
    });
    expect(created.status).toBe(200);
    const message = { type: 'row_created', table_id: t.table.id, row: created.body, before_row_id: null };
    expect(await alsoThere!.next()).toEqual(message);
    expect(await here!.next()).toEqual(message);

    await first.api.raw('PATCH', `/api/database/tables/${t.table.id}/`, { json: { name: 'Renamed' }, headers: { authorization: `JWT ${t.token}` } });
    // The tab that created the row hears of the rename first; the row never came to it.
    expect(await there!.next()).toMatchObject({ type: 'table_updated', table: { name: 'Renamed' } });
    for (const socket of [there, alsoThere, here]) socket!.close();
  });

  it('keep each process hearing its own changes at once, and the other process through Redis', async () => {
    const t = await emptyTable(second);
    const before = first.events.length;
    await t.addRow({});
    expect(second.events.at(-1)).toMatchObject({ type: 'row_created', tableId: t.table.id });
    await expect.poll(() => first.events.slice(before).some((event) => event.type === 'row_created' && event.tableId === t.table.id)).toBe(true);
  });
});
