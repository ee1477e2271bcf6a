import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTable } from '../database/helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { TestSocket } from './test-socket.js';

// Issue 13, bad input: what a hostile or broken client sends on /ws/core/ hurts only its own
// socket; the server stays up and every other socket keeps hearing its table.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// A bystander on the same table must still get the next change, promptly and exactly once.
async function bystanderStillHears(t: Awaited<ReturnType<typeof emptyTable>>, bystander: TestSocket): Promise<void> {
  const created = await t.addRow({});
  expect(created.status).toBe(200);
  const row = created.body as { id: number };
  expect(await bystander.next('row_created')).toMatchObject({ type: 'row_created', table_id: t.table.id, row: { id: row.id } });
  expect((await server.api.raw('GET', '/_health')).status).toBe(200);
}

describe('hostile WebSocket clients', () => {
  it('an expired JWT is refused with an id, then closed', async () => {
    const { token } = await server.signUp();
    server.clock.advance(3601);
    try {
      const socket = await TestSocket.open(server.url, token);
      expect(await socket.next()).toMatchObject({ type: 'authentication', success: false, web_socket_id: expect.any(String) });
      await socket.closed;
    } finally {
      server.clock.advance(-3601);
    }
  });

  it('malformed JSON, non-objects and binary frames are ignored, and the socket still works', async () => {
    const t = await emptyTable(server);
    const socket = await TestSocket.signedIn(server.url, t.token);
    for (const text of ['{', 'null', '[1,2]', '"page"', '42', '{"page": {"nested": [[[[]]]]}}', '\u0000', '\ud800']) socket.send(text);
    socket.sendBinary(Buffer.from([0, 1, 2, 3]));
    await socket.joinTable(t.table.id);
    await bystanderStillHears(t, socket);
    socket.close();
  });

  it('a message over 16 KB closes only the socket that sent it', async () => {
    const t = await emptyTable(server);
    const bystander = await TestSocket.signedIn(server.url, t.token);
    await bystander.joinTable(t.table.id);
    const attacker = await TestSocket.signedIn(server.url, t.token);
    attacker.send(JSON.stringify({ page: 'table', table_id: t.table.id, padding: 'x'.repeat(64 * 1024) }));
    // 1009: message too big.
    expect(await attacker.closed).toBe(1009);
    await bystanderStillHears(t, bystander);
    bystander.close();
  });

  it('a flood of page messages from one socket does not starve the others', async () => {
    const t = await emptyTable(server);
    const bystander = await TestSocket.signedIn(server.url, t.token);
    await bystander.joinTable(t.table.id);
    const flooder = await TestSocket.signedIn(server.url, t.token);
    for (let i = 0; i < 2000; i += 1) flooder.send({ page: 'table', table_id: i % 2 === 0 ? t.table.id : 2_000_000_000 + i });
    await bystanderStillHears(t, bystander);
    flooder.close();
    bystander.close();
  });
});
