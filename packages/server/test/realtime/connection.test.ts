import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTable } from '../database/helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { TestSocket } from './test-socket.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const uuid4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the authentication message (contract §13)', () => {
  it('says success with a fresh web_socket_id for a valid JWT, and keeps the socket open', async () => {
    const account = await server.signUp();
    const first = await TestSocket.open(server.url, account.token);
    const second = await TestSocket.open(server.url, account.token);
    const answers = [await first.next(), await second.next()];
    expect(answers[0]).toEqual({ type: 'authentication', success: true, web_socket_id: expect.stringMatching(uuid4) });
    expect(answers[1]?.web_socket_id).not.toBe(answers[0]?.web_socket_id);
    second.close();
    expect(await second.closed).toBe(1005);
    first.close();
  });

  it('says failure with an id when a token was offered but is not valid, then closes', async () => {
    const socket = await TestSocket.open(server.url, 'not-a-jwt');
    expect(await socket.next()).toEqual({ type: 'authentication', success: false, web_socket_id: expect.stringMatching(uuid4) });
    await socket.closed;
    const empty = await TestSocket.open(server.url, '');
    expect(await empty.next()).toMatchObject({ success: false, web_socket_id: expect.stringMatching(uuid4) });
    await empty.closed;
  });

  it('says failure with a null id when no token was offered, then closes', async () => {
    const socket = await TestSocket.open(server.url, null);
    expect(await socket.next()).toEqual({ type: 'authentication', success: false, web_socket_id: null });
    await socket.closed;
    expect(socket.pending).toEqual([]);
  });

  it('is not a web page: a plain GET of the endpoint is 404', async () => {
    expect((await server.api.raw('GET', '/ws/core/')).status).toBe(404);
  });
});

describe('page messages (contract §13)', () => {
  it('join a table of the user, leave it for another, and leave it with an empty page', async () => {
    const t = await emptyTable(server);
    const other = await server.api.raw('POST', `/api/database/tables/database/${t.table.database_id}/`, {
      json: { name: 'Second' },
      headers: { authorization: `JWT ${t.token}` },
    });
    const otherId = (other.body as { id: number }).id;
    const socket = await TestSocket.signedIn(server.url, t.token);

    socket.send({ page: 'table', table_id: t.table.id });
    expect(await socket.next()).toEqual({ type: 'page_add', page: 'table', parameters: { table_id: t.table.id } });
    // The id is echoed as sent, and checked as a number (§16.16).
    socket.send({ page: 'table', table_id: String(otherId) });
    expect(await socket.next()).toEqual({ type: 'page_discard', page: 'table', parameters: { table_id: t.table.id } });
    expect(await socket.next()).toEqual({ type: 'page_add', page: 'table', parameters: { table_id: String(otherId) } });
    socket.send({ page: '' });
    expect(await socket.next()).toEqual({ type: 'page_discard', page: 'table', parameters: { table_id: String(otherId) } });
    // Off every page now: the next join is answered without a discard.
    socket.send({ page: 'table', table_id: t.table.id });
    expect(await socket.next('page_add')).toMatchObject({ parameters: { table_id: t.table.id } });
    socket.close();
  });

  it('answer nothing for an unknown table, a table of another group, an unknown page or a message without page', async () => {
    const theirs = await emptyTable(server);
    const own = await emptyTable(server);
    const socket = await TestSocket.signedIn(server.url, own.token);
    socket.send({ page: 'table', table_id: 2_000_000 });
    socket.send({ page: 'table', table_id: theirs.table.id });
    socket.send({ page: 'table', table_id: 'abc' });
    socket.send({ page: 'constructor', table_id: own.table.id });
    socket.send({ table_id: own.table.id });
    socket.send('not json');
    socket.send({ page: 'table' });
    // Messages are handled in order: had any of the above been answered (or joined), that would come first.
    socket.send({ page: 'table', table_id: own.table.id });
    expect(await socket.next()).toEqual({ type: 'page_add', page: 'table', parameters: { table_id: own.table.id } });
    socket.close();
  });
});
