import {
  groupEndpoints as e,
  type CreatedGroupInvitation,
  type Dashboard,
  type Group,
  type GroupInvitation,
  type GroupPermission,
  type GroupUser,
  type GroupWithMembership,
  type UserGroupInvitation,
} from '@cellar/core';
import type { ApiClient } from './client';
import { callEndpoint } from './endpointCall';

/** What an admin sends to invite someone (contract §5.2). */
export interface InvitationInput {
  email: string;
  permissions: GroupPermission;
  message: string;
  /** The invitation page's address; the server appends '/<token>' to it in the e-mail. */
  baseUrl: string;
}

/** The group, member, invitation and dashboard endpoints of contract §5 and §2.5. */
export interface GroupsApi {
  list(): Promise<GroupWithMembership[]>;
  create(name: string): Promise<GroupWithMembership>;
  rename(groupId: number, name: string): Promise<Group>;
  remove(groupId: number): Promise<void>;

  listUsers(groupId: number): Promise<GroupUser[]>;
  updateUser(groupUserId: number, permissions: GroupPermission): Promise<GroupWithMembership>;
  removeUser(groupUserId: number): Promise<void>;

  listInvitations(groupId: number): Promise<GroupInvitation[]>;
  /** Without SMTP on the server the answer carries the invitation's link (`cellar_link`). */
  invite(groupId: number, input: InvitationInput): Promise<CreatedGroupInvitation>;
  updateInvitation(invitationId: number, permissions: GroupPermission): Promise<GroupInvitation>;
  removeInvitation(invitationId: number): Promise<void>;

  invitationByToken(token: string): Promise<UserGroupInvitation>;
  /** `token`, from the invitation's mailed link, stands in for a verified address. */
  acceptInvitation(invitationId: number, token?: string): Promise<GroupWithMembership>;
  rejectInvitation(invitationId: number, token?: string): Promise<void>;
  dashboard(): Promise<Dashboard>;
}

/** Binds the group endpoints to a client. */
export function createGroupsApi(client: ApiClient): GroupsApi {
  return {
    list: () => callEndpoint(client, e.listGroups),
    create: (name) => callEndpoint(client, e.createGroup, { body: { name } }),
    rename: (group_id, name) => callEndpoint(client, e.updateGroup, { params: { group_id }, body: { name } }),
    remove: (group_id) => callEndpoint(client, e.deleteGroup, { params: { group_id } }),

    listUsers: (group_id) => callEndpoint(client, e.listGroupUsers, { params: { group_id } }),
    updateUser: (group_user_id, permissions) => callEndpoint(client, e.updateGroupUser, { params: { group_user_id }, body: { permissions } }),
    removeUser: (group_user_id) => callEndpoint(client, e.deleteGroupUser, { params: { group_user_id } }),

    listInvitations: (group_id) => callEndpoint(client, e.listInvitations, { params: { group_id } }),
    invite: (group_id, { email, permissions, message, baseUrl }) =>
      callEndpoint(client, e.createInvitation, { params: { group_id }, body: { email, permissions, message, base_url: baseUrl } }),
    updateInvitation: (invitation_id, permissions) => callEndpoint(client, e.updateInvitation, { params: { invitation_id }, body: { permissions } }),
    removeInvitation: (invitation_id) => callEndpoint(client, e.deleteInvitation, { params: { invitation_id } }),

    invitationByToken: (token) => callEndpoint(client, e.getInvitationByToken, { params: { token } }),
    acceptInvitation: (invitation_id, token) => callEndpoint(client, e.acceptInvitation, { params: { invitation_id }, body: token ? { token } : {} }),
    rejectInvitation: (invitation_id, token) => callEndpoint(client, e.rejectInvitation, { params: { invitation_id }, body: token ? { token } : {} }),
    dashboard: () => callEndpoint(client, e.dashboard),
  };
}
