import type { Group, GroupWithMembership } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import { originOf, type Caller } from '../callers/caller.js';
import { commitChange } from '../events/unit-of-work.js';
import { assertWithinQuota } from '../quotas/quotas.js';
import { deleteGroupAction } from './actions/delete-group.action.js';
import { renameGroupAction } from './actions/update-group.action.js';
import { insertGroup } from './groups.repo.js';
import { groupOfUser, listGroupsOfUser, setGroupOrder, upsertMembership } from './memberships.repo.js';

// In group.policy.ts, so the action types can use it without a cycle.
export { getGroupOrThrow } from './group.policy.js';

/** Lists, creates, renames, reorders and deletes groups (contract §5). */
export function groupsService(ctx: AppContext) {
  return {
    list(caller: Caller): Promise<GroupWithMembership[]> {
      return listGroupsOfUser(ctx.db.kysely, caller.user.id);
    },

    /** Creates a group whose only member, an ADMIN, is its creator; within the groups-per-user quota. */
    create(caller: Caller, name: string): Promise<GroupWithMembership> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        await assertWithinQuota(trx, ctx.config.quotas, 'groupsPerUser', caller.user.id);
        const group = await insertGroup(trx, name);
        await upsertMembership(trx, { groupId: group.id, userId: caller.user.id, permissions: 'ADMIN' });
        emit({ type: 'group_created', group: { id: group.id, name: group.name }, userId: caller.user.id });
        return groupOfUser(trx, group.id, caller.user.id);
      });
    },

    rename(caller: Caller, groupId: number, name: string): Promise<Group> {
      return commitChange(ctx, originOf(caller), (trx, emit) => renameGroupAction(trx, caller, groupId, name, emit));
    },

    /** Moves a group to the trash with everything inside it (issue 33), in one transaction. */
    delete(caller: Caller, groupId: number): Promise<void> {
      return commitChange(ctx, originOf(caller), (trx, emit) => deleteGroupAction(trx, caller, groupId, emit));
    },

    /** Sets the caller's own order of their groups in one statement; ids of other groups are ignored. */
    async order(caller: Caller, groupIds: number[]): Promise<void> {
      await commitChange(ctx, originOf(caller), (trx) => setGroupOrder(trx, caller.user.id, groupIds));
    },
  };
}
