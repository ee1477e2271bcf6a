import { accountEndpoints as accounts, groupEndpoints as groups } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { sharedTable } from './shared-table.js';
import { callAsTab, TestSocket } from './test-socket.js';

// Issue 30: a socket hears only what its user may still read. Losing a group takes it off the
// group's pages; a session that ended (password changed, account deactivated, JWT expired)
// closes it, as the REST API already refuses the same JWT.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tablePage = (tableId: number) => ({ type: 'page_discard', page: 'table', parameters: { table_id: tableId } });

// Events go out in publish order: when the user's own new group is the next thing a socket hears, nothing came before it.
async function nextIsOwnNewGroup(socket: TestSocket, token: string): Promise<void> {
  const own = (await server.api.call(groups.createGroup, { body: { name: 'Own' }, token })).body;
  expect(await socket.next()).toEqual({ type: 'group_created', group: { id: own.id, name: 'Own' } });
}

describe('a user who loses a group (issue 30)', () => {
  it('removed by an admin: their socket leaves the table page and hears none of its rows, while another member hears them', async () => {
    const s = await sharedTable(server);
    const [owner, member] = await Promise.all([s.token, s.member.token].map((token) => TestSocket.signedIn(server.url, token)));
    for (const socket of [owner!, member!]) await socket.joinTable(s.table.id);

    expect((await callAsTab(server, s.token, 'DELETE', `/api/groups/users/${s.membershipId}/`)).status).toBe(204);
    expect(await member!.next()).toEqual(tablePage(s.table.id));
    expect(await member!.next()).toEqual({ type: 'group_deleted', group_id: s.groupId });

    const created = await s.addRow({});
    expect(await owner!.next()).toEqual({ type: 'row_created', table_id: s.table.id, row: created.body, before_row_id: null });
    await nextIsOwnNewGroup(member!, s.member.token);
    for (const socket of [owner!, member!]) socket.close();
  });

  it('leaving it themselves (an admin removing their own membership) likewise', async () => {
    const s = await sharedTable(server, 'ADMIN');
    const [owner, leaver] = await Promise.all([s.token, s.member.token].map((token) => TestSocket.signedIn(server.url, token)));
    for (const socket of [owner!, leaver!]) await socket.joinTable(s.table.id);

    expect((await callAsTab(server, s.member.token, 'DELETE', `/api/groups/users/${s.membershipId}/`)).status).toBe(204);
    expect(await leaver!.next()).toEqual(tablePage(s.table.id));
    expect(await leaver!.next()).toEqual({ type: 'group_deleted', group_id: s.groupId });

    await s.addRow({});
    expect(await owner!.next('row_created')).toMatchObject({ table_id: s.table.id });
    await nextIsOwnNewGroup(leaver!, s.member.token);
    for (const socket of [owner!, leaver!]) socket.close();
  });

  it('deleted: every socket on its tables leaves their pages', async () => {
    const s = await sharedTable(server);
    const [owner, member] = await Promise.all([s.token, s.member.token].map((token) => TestSocket.signedIn(server.url, token)));
    for (const socket of [owner!, member!]) await socket.joinTable(s.table.id);

    expect((await callAsTab(server, s.token, 'DELETE', `/api/groups/${s.groupId}/`)).status).toBe(204);
    for (const [socket, token] of [[owner!, s.token], [member!, s.member.token]] as const) {
      expect(await socket.next()).toEqual(tablePage(s.table.id));
      expect(await socket.next()).toEqual({ type: 'group_deleted', group_id: s.groupId });
      await nextIsOwnNewGroup(socket, token);
      socket.close();
    }
  });
});

describe('a session that ends (issue 30)', () => {
  it('by a password change: the stolen session socket is closed, the session that changed it keeps its socket', async () => {
    const s = await sharedTable(server);
    // A second login a moment later is another session (sessions are told apart by their login second).
    server.clock.advance(2);
    const stolen = (await server.api.call(accounts.login, { body: { username: s.member.email, password: s.member.password } })).body.token;
    const [own, thief] = await Promise.all([s.member.token, stolen].map((token) => TestSocket.signedIn(server.url, token)));
    for (const socket of [own!, thief!]) await socket.joinTable(s.table.id);

    const changed = await callAsTab(server, s.member.token, 'POST', '/api/user/change-password/', { old_password: s.member.password, new_password: 'another horse battery' }, own!.id);
    expect(changed.status).toBe(204);
    expect(await thief!.next()).toEqual({ type: 'force_disconnect' });
    expect(await thief!.closed).toBe(1000);
    // The REST API says the same of the two sessions.
    expect((await callAsTab(server, stolen, 'GET', `/api/database/rows/table/${s.table.id}/`)).status).toBe(401);
    expect((await callAsTab(server, s.member.token, 'GET', `/api/database/rows/table/${s.table.id}/`)).status).toBe(200);

    await s.addRow({});
    expect(await own!.next('row_created')).toMatchObject({ table_id: s.table.id });
    expect(thief!.pending).toEqual([]);
    own!.close();
  });

  it('by deactivation: the account\'s sockets are closed and its token no longer signs one in', async () => {
    const s = await sharedTable(server);
    const [owner, member] = await Promise.all([s.token, s.member.token].map((token) => TestSocket.signedIn(server.url, token)));
    for (const socket of [owner!, member!]) await socket.joinTable(s.table.id);

    const { id } = await server.db.kysely.selectFrom('users').select('id').where('email', '=', s.member.email).executeTakeFirstOrThrow();
    expect(await server.services.accountStatus.deactivate(id)).toBe(true);
    expect(await member!.next()).toEqual({ type: 'force_disconnect' });
    expect(await member!.closed).toBe(1000);
    await s.addRow({});
    expect(await owner!.next('row_created')).toMatchObject({ table_id: s.table.id });
    expect(member!.pending).toEqual([]);

    const again = await TestSocket.open(server.url, s.member.token);
    expect(await again.next()).toMatchObject({ type: 'authentication', success: false });
    await again.closed;
    owner!.close();
  });

  // Last in the file: it moves the server's clock an hour on.
  it('by its JWT expiring: the socket is closed instead of hearing the next row', async () => {
    const s = await sharedTable(server);
    const expiring = await TestSocket.signedIn(server.url, s.token);
    await expiring.joinTable(s.table.id);
    server.clock.advance(3000);
    const fresh = (await server.api.call(accounts.login, { body: { username: s.member.email, password: s.member.password } })).body.token;
    const member = await TestSocket.signedIn(server.url, fresh);
    await member.joinTable(s.table.id);
    // The owner's token (60 minutes) has now expired; the member's fresh one has not.
    server.clock.advance(700);

    const created = await callAsTab(server, fresh, 'POST', `/api/database/rows/table/${s.table.id}/`, {});
    expect(created.status).toBe(200);
    expect(await member.next('row_created')).toMatchObject({ table_id: s.table.id });
    expect(await expiring.next()).toEqual({ type: 'force_disconnect' });
    expect(await expiring.closed).toBe(1000);
    member.close();
  });
});
