import { DomainError, type Group, type GroupWithMembership } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import { deleteApplicationsOfGroup } from '../applications/application-removal.js';
import { commitChange } from '../events/unit-of-work.js';
import { requireAdmin } from './group.policy.js';
import { deleteGroupRow, findGroup, insertGroup, renameGroup, type GroupRecord } from './groups.repo.js';
import { groupOfUser, listGroupsOfUser, memberIds, upsertMembership } from './memberships.repo.js';
import type { Executor } from '../db/executor.js';

/** Finds a group or answers ERROR_GROUP_DOES_NOT_EXIST. */
export async function getGroupOrThrow(db: Executor, groupId: number): Promise<GroupRecord> {
  const group = await findGroup(db, groupId);
  if (!group) throw new DomainError('ERROR_GROUP_DOES_NOT_EXIST');
  return group;
}

/** Lists, creates, renames, reorders and deletes groups (contract §5). */
export function groupsService(ctx: AppContext) {
  return {
    list(userId: number): Promise<GroupWithMembership[]> {
      return listGroupsOfUser(ctx.db.kysely, userId);
    },

    /** Creates a group whose only member, an ADMIN, is its creator. */
    create(userId: number, name: string): Promise<GroupWithMembership> {
      return commitChange(ctx, async (trx, emit) => {
        const group = await insertGroup(trx, name);
        await upsertMembership(trx, { groupId: group.id, userId, permissions: 'ADMIN' });
        emit({ type: 'group_created', group: { id: group.id, name: group.name }, userId });
        return groupOfUser(trx, group.id, userId);
      });
    },

    rename(userId: number, groupId: number, name: string): Promise<Group> {
      return commitChange(ctx, async (trx, emit) => {
        await getGroupOrThrow(trx, groupId);
        await requireAdmin(trx, groupId, userId);
        const group = await renameGroup(trx, groupId, name);
        const presented = { id: group.id, name: group.name };
        emit({ type: 'group_updated', group: presented });
        return presented;
      });
    },

    /** Deletes a group with everything inside it, in one transaction. */
    delete(userId: number, groupId: number): Promise<void> {
      return commitChange(ctx, async (trx, emit) => {
        await getGroupOrThrow(trx, groupId);
        await requireAdmin(trx, groupId, userId);
        const members = await memberIds(trx, groupId);
        await deleteApplicationsOfGroup(trx, groupId);
        await deleteGroupRow(trx, groupId);
        emit({ type: 'group_deleted', groupId, memberUserIds: members });
      });
    },

    /** Sets the caller's own order of their groups; ids of other groups are ignored. */
    async order(userId: number, groupIds: number[]): Promise<void> {
      await commitChange(ctx, async (trx) => {
        for (const [index, groupId] of groupIds.entries()) {
          await trx
            .updateTable('group_users')
            .set({ order: index + 1 })
            .where('user_id', '=', userId)
            .where('group_id', '=', groupId)
            .execute();
        }
      });
    },
  };
}
