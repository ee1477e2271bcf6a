import { endpoint } from '../api/endpoint.js';
import type { ErrorCode } from '../errors/error-codes.js';
import {
  createInvitationRequest,
  groupNameRequest,
  invitationAnswerRequest,
  orderGroupsRequest,
  updateGroupUserRequest,
  updateInvitationRequest,
} from './schemas.js';
import type { CreatedGroupInvitation, Dashboard, Group, GroupInvitation, GroupUser, GroupWithMembership, UserGroupInvitation } from './types.js';

// Every action on an existing group, its members or its invitations is for the group's ADMINs (contract §1.6).
const asAdmin = ['ERROR_USER_NOT_IN_GROUP', 'ERROR_USER_INVALID_GROUP_PERMISSIONS_ERROR'] as const satisfies readonly ErrorCode[];

const invitationAnswerErrors = [
  'ERROR_GROUP_INVITATION_DOES_NOT_EXIST',
  'ERROR_GROUP_INVITATION_EMAIL_MISMATCH',
  'BAD_TOKEN_SIGNATURE',
  'ERROR_EMAIL_NOT_VERIFIED',
] as const satisfies readonly ErrorCode[];

/** Groups, their members and invitations (contract §5) and the dashboard (§2.5). */
export const groupEndpoints = {
  listGroups: endpoint<GroupWithMembership[]>()({ method: 'GET', path: '/api/groups/', access: 'user', errors: [] }),
  createGroup: endpoint<GroupWithMembership>()({
    method: 'POST',
    path: '/api/groups/',
    access: 'user',
    body: groupNameRequest,
    errors: ['ERROR_QUOTA_EXCEEDED'],
  }),
  updateGroup: endpoint<Group>()({
    method: 'PATCH',
    path: '/api/groups/:group_id/',
    access: 'user',
    body: groupNameRequest,
    errors: ['ERROR_GROUP_DOES_NOT_EXIST', ...asAdmin],
  }),
  deleteGroup: endpoint()({ method: 'DELETE', path: '/api/groups/:group_id/', access: 'user', errors: ['ERROR_GROUP_DOES_NOT_EXIST', ...asAdmin] }),
  // Ids of groups the caller is not a member of are ignored, not refused.
  orderGroups: endpoint()({ method: 'POST', path: '/api/groups/order/', access: 'user', body: orderGroupsRequest, successStatus: 204, errors: [] }),

  listGroupUsers: endpoint<GroupUser[]>()({
    method: 'GET',
    path: '/api/groups/users/group/:group_id/',
    access: 'user',
    errors: ['ERROR_GROUP_DOES_NOT_EXIST', ...asAdmin],
  }),
  updateGroupUser: endpoint<GroupWithMembership>()({
    method: 'PATCH',
    path: '/api/groups/users/:group_user_id/',
    access: 'user',
    body: updateGroupUserRequest,
    errors: ['ERROR_GROUP_USER_DOES_NOT_EXIST', ...asAdmin],
  }),
  deleteGroupUser: endpoint()({
    method: 'DELETE',
    path: '/api/groups/users/:group_user_id/',
    access: 'user',
    errors: ['ERROR_GROUP_USER_DOES_NOT_EXIST', ...asAdmin],
  }),

  listInvitations: endpoint<GroupInvitation[]>()({
    method: 'GET',
    path: '/api/groups/invitations/group/:group_id/',
    access: 'user',
    errors: ['ERROR_GROUP_DOES_NOT_EXIST', ...asAdmin],
  }),
  createInvitation: endpoint<CreatedGroupInvitation>()({
    method: 'POST',
    path: '/api/groups/invitations/group/:group_id/',
    access: 'user',
    body: createInvitationRequest,
    // Cellar limits invitations per inviter and per group per hour (ERROR_TOO_MANY_REQUESTS).
    errors: ['ERROR_GROUP_DOES_NOT_EXIST', ...asAdmin, 'ERROR_HOSTNAME_IS_NOT_ALLOWED', 'ERROR_TOO_MANY_REQUESTS', 'ERROR_GROUP_USER_ALREADY_EXISTS'],
  }),
  getInvitation: endpoint<GroupInvitation>()({
    method: 'GET',
    path: '/api/groups/invitations/:invitation_id/',
    access: 'user',
    errors: ['ERROR_GROUP_INVITATION_DOES_NOT_EXIST', ...asAdmin],
  }),
  updateInvitation: endpoint<GroupInvitation>()({
    method: 'PATCH',
    path: '/api/groups/invitations/:invitation_id/',
    access: 'user',
    body: updateInvitationRequest,
    errors: ['ERROR_GROUP_INVITATION_DOES_NOT_EXIST', ...asAdmin],
  }),
  deleteInvitation: endpoint()({
    method: 'DELETE',
    path: '/api/groups/invitations/:invitation_id/',
    access: 'user',
    errors: ['ERROR_GROUP_INVITATION_DOES_NOT_EXIST', ...asAdmin],
  }),
  getInvitationByToken: endpoint<UserGroupInvitation>()({
    method: 'GET',
    path: '/api/groups/invitations/token/:token/',
    access: 'public',
    errors: ['BAD_TOKEN_SIGNATURE', 'ERROR_GROUP_INVITATION_DOES_NOT_EXIST'],
  }),
  // The invitee's side: no group role, but the invitation's e-mail must be the caller's (contract §5.3),
  // and, Cellar's own rule, verified or proven by the mailed link's token.
  acceptInvitation: endpoint<GroupWithMembership>()({
    method: 'POST',
    path: '/api/groups/invitations/:invitation_id/accept/',
    access: 'user',
    body: invitationAnswerRequest,
    errors: invitationAnswerErrors,
  }),
  rejectInvitation: endpoint()({
    method: 'POST',
    path: '/api/groups/invitations/:invitation_id/reject/',
    access: 'user',
    body: invitationAnswerRequest,
    successStatus: 204,
    errors: invitationAnswerErrors,
  }),

  dashboard: endpoint<Dashboard>()({ method: 'GET', path: '/api/user/dashboard/', access: 'user', errors: [] }),
} as const;
