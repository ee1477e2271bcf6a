import { applicationEndpoints as apps, groupEndpoints as groups, type GroupPermission } from '@cellar/core';
import { emptyTable } from '../database/helpers.js';
import type { TestServer } from '../helpers/test-server.js';

/**
 * A table whose group has a second member besides its owner, for tests of who keeps hearing it:
 * the owner's token and table, the group's id, the member's account and their membership's id.
 */
export async function sharedTable(server: TestServer, permissions: GroupPermission = 'MEMBER') {
  const t = await emptyTable(server);
  const [database] = (await server.api.call(apps.listAllApplications, { token: t.token })).body;
  const groupId = database!.group.id;
  const member = await server.signUp();
  const invitation = await server.api.call(groups.createInvitation, {
    params: { group_id: groupId },
    body: { email: member.email, permissions, message: '', base_url: 'http://localhost:8000/group-invitation' },
    token: t.token,
  });
  await server.api.call(groups.acceptInvitation, { params: { invitation_id: invitation.body.id }, token: member.token });
  const users = (await server.api.call(groups.listGroupUsers, { params: { group_id: groupId }, token: t.token })).body;
  const membershipId = users.find((user) => user.email === member.email)!.id;
  return { ...t, groupId, member, membershipId };
}
