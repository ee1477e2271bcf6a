import { DomainError, type GroupPermission } from '@cellar/core';
import type { Caller } from '../callers/caller.js';
import { CallerRequiredError } from '../callers/caller-required.js';
import type { Executor } from '../db/executor.js';
import { isTemplateGroup } from '../templates/templates.repo.js';
import { findGroup, type GroupRecord } from './groups.repo.js';
import { findMembership, type MembershipRecord } from './memberships.repo.js';

/** Finds a group (outside the trash) or answers ERROR_GROUP_DOES_NOT_EXIST. */
export async function getGroupOrThrow(db: Executor, groupId: number): Promise<GroupRecord> {
  const group = await findGroup(db, groupId);
  if (!group) throw new DomainError('ERROR_GROUP_DOES_NOT_EXIST');
  return group;
}

/**
 * Who may act in a group: any member, or only its ADMINs. The one place that answers
 * ERROR_USER_NOT_IN_GROUP and ERROR_USER_INVALID_GROUP_PERMISSIONS_ERROR (contract §1.6).
 */
export async function requireMember(
  db: Executor,
  groupId: number,
  userId: number,
  role: GroupPermission | 'any' = 'any',
): Promise<MembershipRecord> {
  const membership = await findMembership(db, groupId, userId);
  if (!membership) throw new DomainError('ERROR_USER_NOT_IN_GROUP');
  if (role === 'ADMIN' && membership.permissions !== 'ADMIN') {
    throw new DomainError('ERROR_USER_INVALID_GROUP_PERMISSIONS_ERROR', `You need ['ADMIN'] permissions.`);
  }
  return membership;
}

/** Shorthand for actions only a group's ADMINs may take. */
export function requireAdmin(db: Executor, groupId: number, userId: number): Promise<MembershipRecord> {
  return requireMember(db, groupId, userId, 'ADMIN');
}

/**
 * Who may read a group's content through the preview reads (contract §1.6: its applications, a
 * table's fields and views, a grid's rows): its members, and anyone at all when the group backs a
 * template. Otherwise an anonymous caller gets 401 and a signed-in one ERROR_USER_NOT_IN_GROUP.
 * Writes never come here: nobody is a member of a template's group, so they stay refused.
 */
export async function requireReader(db: Executor, groupId: number, caller: Caller | undefined): Promise<void> {
  if (caller && (await findMembership(db, groupId, caller.user.id))) return;
  if (await isTemplateGroup(db, groupId)) return;
  if (!caller) throw new CallerRequiredError();
  throw new DomainError('ERROR_USER_NOT_IN_GROUP');
}
