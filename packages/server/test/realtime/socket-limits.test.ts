import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTable } from '../database/helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { TestSocket } from './test-socket.js';

// Issue 30, limits: a socket past WS_MESSAGES_PER_SECOND, or a user past WS_SOCKETS_PER_USER, is
// told which limit and closed (1008, policy violation); the server and other sockets go on.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ realtimeLimits: { messagesPerSecond: 20, socketsPerUser: 2 } });
});
afterAll(() => server.close());

async function timedHealth(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const answer = await server.api.raw('GET', '/_health');
  return { status: answer.status, ms: performance.now() - started };
}

describe('WebSocket limits (issue 30)', () => {
  it('a socket flooding messages is told and closed, while /_health and other sockets keep answering', async () => {
    const t = await emptyTable(server);
    const bystander = await TestSocket.signedIn(server.url, t.token);
    await bystander.joinTable(t.table.id);
    const flooder = await TestSocket.signedIn(server.url, t.token);
    // Once before, so the answer timed below is not a pool's first connection.
    expect((await timedHealth()).status).toBe(200);
    for (let i = 0; i < 500; i += 1) flooder.send({ page: 'table', table_id: i % 2 === 0 ? t.table.id : 2_000_000_000 + i });
    const health = await timedHealth();

    // Within the first 20 messages it may have joined the table; the refusal is its last word.
    const heard = [];
    for (let message = await flooder.next(); ; message = await flooder.next()) {
      heard.push(message.type);
      if (message.type === 'limit_exceeded') {
        expect(message).toEqual({ type: 'limit_exceeded', limit: 'messages_per_second' });
        break;
      }
    }
    expect(heard.every((type) => ['page_add', 'page_discard', 'limit_exceeded'].includes(type))).toBe(true);
    expect(await flooder.closed).toBe(1008);
    expect(health.status).toBe(200);
    expect(health.ms, `/_health took ${Math.round(health.ms)} ms`).toBeLessThan(200);

    await t.addRow({});
    expect(await bystander.next('row_created')).toMatchObject({ table_id: t.table.id });
    bystander.close();
  });

  it('a socket within the limit is untouched: a burst as large as the limit is answered', async () => {
    const t = await emptyTable(server);
    const socket = await TestSocket.signedIn(server.url, t.token);
    for (let i = 0; i < 19; i += 1) socket.send({ table_id: t.table.id });
    await socket.joinTable(t.table.id);
    socket.close();
  });

  it('one page change at a time: page messages sent during a check replace each other, and the latest is answered', async () => {
    const t = await emptyTable(server);
    const socket = await TestSocket.signedIn(server.url, t.token);
    for (let i = 0; i < 9; i += 1) socket.send({ page: 'table', table_id: t.table.id });
    // The last is told apart by its id sent as a string, which the answer echoes (§16.16).
    socket.send({ page: 'table', table_id: String(t.table.id) });
    let added = 0;
    for (let message = await socket.next(); ; message = await socket.next()) {
      if (message.type !== 'page_add') continue;
      added += 1;
      if ((message.parameters as { table_id: unknown }).table_id === String(t.table.id)) break;
    }
    // The first check runs while the other nine arrive; only the latest of them waits for it.
    expect(added).toBeLessThan(10);
    socket.close();
  });

  it('a user past the sockets cap: the extra socket is refused and closed, the others stay', async () => {
    const t = await emptyTable(server);
    const allowed = await Promise.all([1, 2].map(() => TestSocket.signedIn(server.url, t.token)));
    const extra = await TestSocket.open(server.url, t.token);
    expect(await extra.next()).toEqual({ type: 'limit_exceeded', limit: 'sockets_per_user' });
    // As a failed authentication too, so a client does not keep retrying with the same token.
    expect(await extra.next()).toMatchObject({ type: 'authentication', success: false });
    expect(await extra.closed).toBe(1008);

    // Another user is not counted with them.
    const other = await server.signUp();
    const theirs = await TestSocket.signedIn(server.url, other.token);
    for (const socket of allowed) await socket.joinTable(t.table.id);
    await t.addRow({});
    for (const socket of allowed) expect(await socket.next('row_created')).toMatchObject({ table_id: t.table.id });
    for (const socket of [...allowed, theirs]) socket.close();
  });
});
