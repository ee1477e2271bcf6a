import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTable } from '../database/helpers.js';
import type { TestServer } from '../helpers/test-server.js';
import { TestSocket } from './test-socket.js';
import { startTwoProcesses } from './two-processes.js';

// Two servers of one installation over one Redis (two-processes.ts).
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  [first, second] = await startTwoProcesses();
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
