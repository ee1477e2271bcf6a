import { groupEndpoints as endpoints } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { callAsTab, TestSocket } from './test-socket.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = (token: string, method: string, path: string, json?: unknown, webSocketId?: string) => callAsTab(server, token, method, path, json, webSocketId);

describe('group events (contract §13)', () => {
  it('reach the members, a role change and a removal only the member concerned, and invitations nobody', async () => {
    const admin = await server.signUp({ name: 'Alice' });
    const member = await server.signUp({ name: 'Bob' });
    const outsider = await server.signUp();
    const [alice, bob, stranger] = await Promise.all([admin, member, outsider].map((account) => TestSocket.signedIn(server.url, account.token)));

    const group = (await server.api.call(endpoints.createGroup, { body: { name: 'Team' }, token: admin.token })).body;
    expect(await alice!.next()).toEqual({ type: 'group_created', group: { id: group.id, name: 'Team' } });

    // Inviting and joining announce nothing (the one joining gets no group_created).
    const invitation = await server.api.call(endpoints.createInvitation, {
      params: { group_id: group.id },
      body: { email: member.email, permissions: 'MEMBER', message: '', base_url: 'http://localhost:8000/group-invitation' },
      token: admin.token,
    });
    await server.api.call(endpoints.acceptInvitation, { params: { invitation_id: invitation.body.id }, token: member.token });
    await call(admin.token, 'PATCH', `/api/groups/${group.id}/`, { name: 'Crew' });
    const renamed = { type: 'group_updated', group_id: group.id, group: { id: group.id, name: 'Crew' } };
    expect(await alice!.next()).toEqual(renamed);
    expect(await bob!.next()).toEqual(renamed);

    // The tab that renamed does not hear its own change.
    await call(admin.token, 'PATCH', `/api/groups/${group.id}/`, { name: 'Band' }, alice!.id);
    expect(await bob!.next('group_updated')).toMatchObject({ group: { name: 'Band' } });

    const users = (await server.api.call(endpoints.listGroupUsers, { params: { group_id: group.id }, token: admin.token })).body;
    const bobInGroup = users.find((user) => user.email === member.email);
    await call(admin.token, 'PATCH', `/api/groups/users/${bobInGroup?.id}/`, { permissions: 'ADMIN' });
    expect(await bob!.next()).toEqual({
      type: 'group_updated',
      group_id: group.id,
      group: { order: expect.any(Number), permissions: 'ADMIN', id: group.id, name: 'Band' },
    });
    const application = (await call(admin.token, 'POST', `/api/applications/group/${group.id}/`, { name: 'Stock', type: 'database' })).body;
    // Alice heard neither her own rename nor Bob's new role: the application is her next message.
    expect(await alice!.next()).toEqual({ type: 'application_created', application });
    expect(await bob!.next('application_created')).toMatchObject({ application: { id: (application as { id: number }).id, tables: [] } });

    await call(admin.token, 'DELETE', `/api/groups/users/${bobInGroup?.id}/`);
    expect(await bob!.next()).toEqual({ type: 'group_deleted', group_id: group.id });
    await call(admin.token, 'DELETE', `/api/groups/${group.id}/`);
    expect(await alice!.next()).toEqual({ type: 'group_deleted', group_id: group.id });

    // Bob heard nothing after his removal, the stranger nothing at all: their own new groups come first.
    for (const [account, socket] of [[member, bob], [outsider, stranger]] as const) {
      const own = (await server.api.call(endpoints.createGroup, { body: { name: 'Own' }, token: account.token })).body;
      expect(await socket!.next()).toEqual({ type: 'group_created', group: { id: own.id, name: 'Own' } });
    }
    for (const socket of [alice, bob, stranger]) socket!.close();
  });

  it('reach every socket of a member, including other tabs of the user who made the change', async () => {
    const admin = await server.signUp();
    const group = (await server.api.call(endpoints.createGroup, { body: { name: 'Solo' }, token: admin.token })).body;
    const tab = await TestSocket.signedIn(server.url, admin.token);
    const otherTab = await TestSocket.signedIn(server.url, admin.token);
    await call(admin.token, 'DELETE', `/api/groups/${group.id}/`, undefined, tab.id);
    expect(await otherTab.next()).toEqual({ type: 'group_deleted', group_id: group.id });
    const next = (await server.api.call(endpoints.createGroup, { body: { name: 'Next' }, token: admin.token })).body;
    expect(await tab.next()).toEqual({ type: 'group_created', group: { id: next.id, name: 'Next' } });
    tab.close();
    otherTab.close();
  });
});
