import type { GroupPermission } from './schemas.js';

/** A group as its members list it: with their own role and position (contract §5). */
export interface GroupWithMembership {
  order: number;
  permissions: GroupPermission;
  id: number;
  name: string;
}

/** A plain group. */
export interface Group {
  id: number;
  name: string;
}

/** A member of a group as admins see it (contract §5.1). */
export interface GroupUser {
  id: number;
  name: string;
  email: string;
  group: number;
  permissions: GroupPermission;
  created_on: string;
  /** The member's user id (Baserow's WorkspaceUserSerializer has it): what a comment's mention names. */
  user_id: number;
}

/** An invitation as the group's admins see it (contract §5.2). */
export interface GroupInvitation {
  id: number;
  group: number;
  email: string;
  permissions: GroupPermission;
  message: string;
  created_on: string;
}

/**
 * The answer to creating an invitation: the contract's keys, plus, on a server without SMTP,
 * the link the mail would have carried under Cellar's own name, for the admin to pass on by hand
 * (the reference's clients ignore it). With mail set up the link only ever goes to the invitee.
 */
export interface CreatedGroupInvitation extends GroupInvitation {
  cellar_link?: string;
}

/** An invitation as the invitee sees it (contract §5.3). */
export interface UserGroupInvitation {
  id: number;
  invited_by: string;
  group: string;
  email: string;
  message: string;
  created_on: string;
  email_exists: boolean | null;
}

/** GET /api/user/dashboard/ */
export interface Dashboard {
  group_invitations: UserGroupInvitation[];
}
