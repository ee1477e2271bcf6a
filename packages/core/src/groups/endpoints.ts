import { endpoint } from '../api/endpoint.js';
import {
  createInvitationRequest,
  groupNameRequest,
  orderGroupsRequest,
  updateGroupUserRequest,
  updateInvitationRequest,
} from './schemas.js';
import type { Dashboard, Group, GroupInvitation, GroupUser, GroupWithMembership, UserGroupInvitation } from './types.js';

/** Groups, their members and invitations (contract §5) and the dashboard (§2.5). */
export const groupEndpoints = {
  listGroups: endpoint<GroupWithMembership[]>()({ method: 'GET', path: '/api/groups/', access: 'user' }),
  createGroup: endpoint<GroupWithMembership>()({ method: 'POST', path: '/api/groups/', access: 'user', body: groupNameRequest }),
  updateGroup: endpoint<Group>()({ method: 'PATCH', path: '/api/groups/:group_id/', access: 'user', body: groupNameRequest }),
  deleteGroup: endpoint()({ method: 'DELETE', path: '/api/groups/:group_id/', access: 'user' }),
  orderGroups: endpoint()({ method: 'POST', path: '/api/groups/order/', access: 'user', body: orderGroupsRequest, successStatus: 204 }),

  listGroupUsers: endpoint<GroupUser[]>()({ method: 'GET', path: '/api/groups/users/group/:group_id/', access: 'user' }),
  updateGroupUser: endpoint<GroupWithMembership>()({
    method: 'PATCH',
    path: '/api/groups/users/:group_user_id/',
    access: 'user',
    body: updateGroupUserRequest,
  }),
  deleteGroupUser: endpoint()({ method: 'DELETE', path: '/api/groups/users/:group_user_id/', access: 'user' }),

  listInvitations: endpoint<GroupInvitation[]>()({ method: 'GET', path: '/api/groups/invitations/group/:group_id/', access: 'user' }),
  createInvitation: endpoint<GroupInvitation>()({
    method: 'POST',
    path: '/api/groups/invitations/group/:group_id/',
    access: 'user',
    body: createInvitationRequest,
  }),
  getInvitation: endpoint<GroupInvitation>()({ method: 'GET', path: '/api/groups/invitations/:invitation_id/', access: 'user' }),
  updateInvitation: endpoint<GroupInvitation>()({
    method: 'PATCH',
    path: '/api/groups/invitations/:invitation_id/',
    access: 'user',
    body: updateInvitationRequest,
  }),
  deleteInvitation: endpoint()({ method: 'DELETE', path: '/api/groups/invitations/:invitation_id/', access: 'user' }),
  getInvitationByToken: endpoint<UserGroupInvitation>()({
    method: 'GET',
    path: '/api/groups/invitations/token/:token/',
    access: 'public',
  }),
  acceptInvitation: endpoint<GroupWithMembership>()({
    method: 'POST',
    path: '/api/groups/invitations/:invitation_id/accept/',
    access: 'user',
  }),
  rejectInvitation: endpoint()({
    method: 'POST',
    path: '/api/groups/invitations/:invitation_id/reject/',
    access: 'user',
    successStatus: 204,
  }),

  dashboard: endpoint<Dashboard>()({ method: 'GET', path: '/api/user/dashboard/', access: 'user' }),
} as const;
