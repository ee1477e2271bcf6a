import { accountEndpoints as accounts, groupEndpoints as groups } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server.js';
import { sharedTable } from './shared-table.js';
import { callAsTab, TestSocket } from './test-socket.js';
import { startTwoProcesses } from './two-processes.js';

// Issue 30 across processes: access taken away through one server ends it on the sockets of the
// other, which hears of it through the Redis bus (two-processes.ts).
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  [first, second] = await startTwoProcesses();
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('access ending across two processes sharing Redis (issue 30)', () => {
  it('a member removed through one process leaves the table page on the other and hears none of its rows', async () => {
    const s = await sharedTable(first);
    const owner = await TestSocket.signedIn(second.url, s.token);
    const member = await TestSocket.signedIn(second.url, s.member.token);
    for (const socket of [owner, member]) await socket.joinTable(s.table.id);

    expect((await callAsTab(first, s.token, 'DELETE', `/api/groups/users/${s.membershipId}/`)).status).toBe(204);
    expect(await member.next()).toEqual({ type: 'page_discard', page: 'table', parameters: { table_id: s.table.id } });
    expect(await member.next()).toEqual({ type: 'group_deleted', group_id: s.groupId });

    await s.addRow({});
    expect(await owner.next('row_created')).toMatchObject({ table_id: s.table.id });
    // Published after the row through the same process, so it reaches the other in order: nothing came before it.
    const own = (await first.api.call(groups.createGroup, { body: { name: 'Own' }, token: s.member.token })).body;
    expect(await member.next()).toEqual({ type: 'group_created', group: { id: own.id, name: 'Own' } });
    for (const socket of [owner, member]) socket.close();
  });

  it('a password changed through one process closes the stolen session\'s socket on the other', async () => {
    const s = await sharedTable(first);
    // Another session: a login a moment later, as both processes' clocks see it.
    for (const server of [first, second]) server.clock.advance(2);
    const stolen = (await second.api.call(accounts.login, { body: { username: s.member.email, password: s.member.password } })).body.token;
    const thief = await TestSocket.signedIn(second.url, stolen);
    const own = await TestSocket.signedIn(second.url, s.member.token);
    for (const socket of [thief, own]) await socket.joinTable(s.table.id);

    const changed = await callAsTab(first, s.member.token, 'POST', '/api/user/change-password/', { old_password: s.member.password, new_password: 'another horse battery' });
    expect(changed.status).toBe(204);
    expect(await thief.next()).toEqual({ type: 'force_disconnect' });
    expect(await thief.closed).toBe(1000);

    await s.addRow({});
    expect(await own.next('row_created')).toMatchObject({ table_id: s.table.id });
    expect(thief.pending).toEqual([]);
    own.close();
  });
});
