import { z } from 'zod';
import { emailAddress, requiredText } from '../validation/primitives.js';

/** A member's role in a group: ADMIN configures the group itself, MEMBER everything inside it. */
export const groupPermissions = ['ADMIN', 'MEMBER'] as const;
export type GroupPermission = (typeof groupPermissions)[number];

/** Limits of groups and invitations. */
export const groupLimits = { nameMaxLength: 100, defaultInvitePermission: 'MEMBER' as GroupPermission } as const;

const permission = z.enum(groupPermissions);

/** POST /api/groups/ and PATCH /api/groups/:group_id/ */
export const groupNameRequest = z.object({ name: requiredText(groupLimits.nameMaxLength) });

/** POST /api/groups/order/ */
export const orderGroupsRequest = z.object({ groups: z.array(z.number().int()) });

/** PATCH /api/groups/users/:group_user_id/ */
export const updateGroupUserRequest = z.object({ permissions: permission.optional() });

/** POST /api/groups/invitations/group/:group_id/ — permissions default to MEMBER, message to "". */
export const createInvitationRequest = z.object({
  email: emailAddress,
  permissions: permission.optional().default(groupLimits.defaultInvitePermission),
  message: z.string().max(2000).optional().default(''),
  base_url: z.url(),
});

/** PATCH /api/groups/invitations/:invitation_id/ — an empty body changes nothing. */
export const updateInvitationRequest = z.object({ permissions: permission.optional() });
