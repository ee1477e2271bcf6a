import { groupLimits, groupPermissions, type GroupPermission } from '@cellar/core';

/** How a role is named and explained to people (spec §6); complete over core's roles. */
export const roles: Record<GroupPermission, { name: string; description: string }> = {
  ADMIN: { name: 'Admin', description: 'Can fully configure and edit groups and applications.' },
  MEMBER: { name: 'Member', description: 'Can fully configure and edit applications.' },
};

/** The roles in the order they are offered, most powerful first. */
export const roleOptions: readonly GroupPermission[] = groupPermissions;

/** The role a new invitation starts with (spec §9). */
export const defaultInviteRole: GroupPermission = groupLimits.defaultInvitePermission;
