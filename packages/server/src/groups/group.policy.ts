import { DomainError, type GroupPermission } from '@cellar/core';
import type { Executor } from '../db/executor.js';
import { findMembership, type MembershipRecord } from './memberships.repo.js';

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
