import { DomainError, type GroupPermission, type GroupUser, type GroupWithMembership } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import { originOf, type Caller } from '../callers/caller.js';
import type { Executor } from '../db/executor.js';
import { commitChange } from '../events/unit-of-work.js';
import { toIsoTimestamp } from '../presenters/timestamps.js';
import { requireAdmin } from './group.policy.js';
import { getGroupOrThrow } from './groups.service.js';
import { findMembershipById, groupOfUser, type MembershipRecord } from './memberships.repo.js';

async function getMembershipOrThrow(db: Executor, id: number): Promise<MembershipRecord> {
  const membership = await findMembershipById(db, id);
  if (!membership) throw new DomainError('ERROR_GROUP_USER_DOES_NOT_EXIST');
  return membership;
}

/** Lists a group's members and changes or removes them; ADMINs only (contract §5.1). */
export function groupUsersService(ctx: AppContext) {
  return {
    async list(caller: Caller, groupId: number): Promise<GroupUser[]> {
      await getGroupOrThrow(ctx.db.kysely, groupId);
      await requireAdmin(ctx.db.kysely, groupId, caller.user.id);
      const rows = await ctx.db.kysely
        .selectFrom('group_users')
        .innerJoin('users', 'users.id', 'group_users.user_id')
        .select(['group_users.id', 'users.first_name', 'users.email', 'group_users.group_id', 'group_users.permissions', 'group_users.created_on', 'group_users.user_id'])
        .where('group_users.group_id', '=', groupId)
        .orderBy('group_users.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.first_name,
        email: row.email,
        group: row.group_id,
        permissions: row.permissions,
        created_on: toIsoTimestamp(row.created_on),
        user_id: row.user_id,
      }));
    },

    /** Changes a member's role; answers the group as that member sees it. */
    update(caller: Caller, membershipId: number, permissions: GroupPermission | undefined): Promise<GroupWithMembership> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const membership = await getMembershipOrThrow(trx, membershipId);
        await requireAdmin(trx, membership.group_id, caller.user.id);
        if (permissions !== undefined) {
          await trx.updateTable('group_users').set({ permissions }).where('id', '=', membershipId).execute();
        }
        const group = await groupOfUser(trx, membership.group_id, membership.user_id);
        emit({ type: 'group_user_updated', userId: membership.user_id, group });
        return group;
      });
    },

    delete(caller: Caller, membershipId: number): Promise<void> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const membership = await getMembershipOrThrow(trx, membershipId);
        await requireAdmin(trx, membership.group_id, caller.user.id);
        await trx.deleteFrom('group_users').where('id', '=', membershipId).execute();
        emit({ type: 'group_user_deleted', userId: membership.user_id, groupId: membership.group_id });
      });
    },
  };
}
