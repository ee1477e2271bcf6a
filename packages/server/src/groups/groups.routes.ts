import { groupEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../http/bind-endpoint.js';
import type { Services } from '../services.js';

/** Groups, members, invitations (contract §5) and the dashboard (§2.5). */
export function registerGroupRoutes(bind: BindEndpoint, { groups, groupUsers: members, invitations }: Services): void {
  const id = (value: string | undefined) => Number(value);

  bind(endpoints.listGroups, ({ caller }) => groups.list(caller));
  bind(endpoints.createGroup, ({ caller, body }) => groups.create(caller, body.name));
  bind(endpoints.updateGroup, ({ caller, params, body }) => groups.rename(caller, id(params.group_id), body.name));
  bind(endpoints.deleteGroup, ({ caller, params }) => groups.delete(caller, id(params.group_id)));
  bind(endpoints.orderGroups, ({ caller, body }) => groups.order(caller, body.groups));

  bind(endpoints.listGroupUsers, ({ caller, params }) => members.list(caller, id(params.group_id)));
  bind(endpoints.updateGroupUser, ({ caller, params, body }) => members.update(caller, id(params.group_user_id), body.permissions));
  bind(endpoints.deleteGroupUser, ({ caller, params }) => members.delete(caller, id(params.group_user_id)));

  bind(endpoints.listInvitations, ({ caller, params }) => invitations.list(caller, id(params.group_id)));
  bind(endpoints.createInvitation, ({ caller, params, body }) => invitations.create(caller, id(params.group_id), body));
  bind(endpoints.getInvitation, ({ caller, params }) => invitations.get(caller, id(params.invitation_id)));
  bind(endpoints.updateInvitation, ({ caller, params, body }) => invitations.update(caller, id(params.invitation_id), body.permissions));
  bind(endpoints.deleteInvitation, ({ caller, params }) => invitations.delete(caller, id(params.invitation_id)));
  bind(endpoints.getInvitationByToken, ({ params }) => invitations.getByToken(params.token ?? ''));
  bind(endpoints.acceptInvitation, ({ caller, params, body }) => invitations.accept(caller, id(params.invitation_id), body.token));
  bind(endpoints.rejectInvitation, ({ caller, params, body }) => invitations.reject(caller, id(params.invitation_id), body.token));

  bind(endpoints.dashboard, async ({ caller }) => ({ group_invitations: await invitations.forUser(caller) }));
}
