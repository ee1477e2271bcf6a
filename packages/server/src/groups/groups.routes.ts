import { groupEndpoints as endpoints } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import type { BindEndpoint } from '../http/bind-endpoint.js';
import { groupUsersService } from './group-users.service.js';
import { groupsService } from './groups.service.js';
import { invitationsService } from './invitations.service.js';

/** Groups, members, invitations (contract §5) and the dashboard (§2.5). */
export function registerGroupRoutes(bind: BindEndpoint, ctx: AppContext): void {
  const groups = groupsService(ctx);
  const members = groupUsersService(ctx);
  const invitations = invitationsService(ctx);
  const id = (value: string | undefined) => Number(value);

  bind(endpoints.listGroups, ({ user }) => groups.list(user.id));
  bind(endpoints.createGroup, ({ user, body }) => groups.create(user.id, body.name));
  bind(endpoints.updateGroup, ({ user, params, body }) => groups.rename(user.id, id(params.group_id), body.name));
  bind(endpoints.deleteGroup, ({ user, params }) => groups.delete(user.id, id(params.group_id)));
  bind(endpoints.orderGroups, ({ user, body }) => groups.order(user.id, body.groups));

  bind(endpoints.listGroupUsers, ({ user, params }) => members.list(user.id, id(params.group_id)));
  bind(endpoints.updateGroupUser, ({ user, params, body }) => members.update(user.id, id(params.group_user_id), body.permissions));
  bind(endpoints.deleteGroupUser, ({ user, params }) => members.delete(user.id, id(params.group_user_id)));

  bind(endpoints.listInvitations, ({ user, params }) => invitations.list(user.id, id(params.group_id)));
  bind(endpoints.createInvitation, ({ user, params, body }) => invitations.create(user, id(params.group_id), body));
  bind(endpoints.getInvitation, ({ user, params }) => invitations.get(user.id, id(params.invitation_id)));
  bind(endpoints.updateInvitation, ({ user, params, body }) => invitations.update(user.id, id(params.invitation_id), body.permissions));
  bind(endpoints.deleteInvitation, ({ user, params }) => invitations.delete(user.id, id(params.invitation_id)));
  bind(endpoints.getInvitationByToken, ({ params }) => invitations.getByToken(params.token ?? ''));
  bind(endpoints.acceptInvitation, ({ user, params }) => invitations.accept(user, id(params.invitation_id)));
  bind(endpoints.rejectInvitation, ({ user, params }) => invitations.reject(user, id(params.invitation_id)));

  bind(endpoints.dashboard, async ({ user }) => ({ group_invitations: await invitations.forUser(user) }));
}
