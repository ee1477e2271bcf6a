import { z } from 'zod';
import { accountLimits } from '../accounts/limits.js';
import { frontendBaseUrl } from '../accounts/schemas.js';
import { emailAddress, recordId, requiredText } from '../validation/primitives.js';

/** A member's role in a group: ADMIN configures the group itself, MEMBER everything inside it. */
export const groupPermissions = ['ADMIN', 'MEMBER'] as const;
export type GroupPermission = (typeof groupPermissions)[number];

/** Limits of groups and invitations. */
export const groupLimits = {
  nameMaxLength: 100,
  defaultInvitePermission: 'MEMBER' as GroupPermission,
  /** The most group ids one order request may list. */
  orderMaxGroups: 1000,
} as const;

const permission = z.enum(groupPermissions);

/** POST /api/groups/ and PATCH /api/groups/:group_id/ */
export const groupNameRequest = z.object({ name: requiredText(groupLimits.nameMaxLength) });

/** POST /api/groups/order/ */
export const orderGroupsRequest = z.object({ groups: z.array(recordId).max(groupLimits.orderMaxGroups) });

/** PATCH /api/groups/users/:group_user_id/ */
export const updateGroupUserRequest = z.object({ permissions: permission.optional() });

/** POST /api/groups/invitations/group/:group_id/ — permissions default to MEMBER, message to "". */
export const createInvitationRequest = z.object({
  email: emailAddress,
  permissions: permission.optional().default(groupLimits.defaultInvitePermission),
  message: z.string().max(2000).optional().default(''),
  base_url: frontendBaseUrl,
});

/**
 * POST /api/groups/invitations/:invitation_id/accept/ and /reject/ — the reference sends no body;
 * Cellar's own optional `token` is the invitation link's, which proves the caller got the mail.
 */
export const invitationAnswerRequest = z.object({ token: z.string().min(1).max(accountLimits.tokenMaxLength).optional() });

/** PATCH /api/groups/invitations/:invitation_id/ — an empty body changes nothing. */
export const updateInvitationRequest = z.object({ permissions: permission.optional() });
