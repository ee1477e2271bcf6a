import { recordAction } from '../../actions/action-log.js';
import { scopes, type ServerActionType } from '../../actions/server-action-type.js';
import type { Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import type { Emit } from '../../events/unit-of-work.js';
import { restoreTrashed } from '../../trash/restore-trashed.js';
import { getGroupOrThrow, requireAdmin } from '../group.policy.js';
import { memberIds } from '../memberships.repo.js';
import { groupTrashType, trashGroup } from '../trash/group-trash-type.js';

/** What undoing and redoing a group's deletion need. */
export interface DeleteGroupParams {
  group_id: number;
}

async function trash(trx: Executor, caller: Caller, groupId: number, emit: Emit): Promise<void> {
  const group = await getGroupOrThrow(trx, groupId);
  await requireAdmin(trx, groupId, caller.user.id);
  await trashGroup(trx, caller, group);
  emit({ type: 'group_deleted', groupId, memberUserIds: await memberIds(trx, groupId) });
}

/** Baserow's `delete_group` (a workspace's deletion; scope: root): undo restores it, redo trashes it again. */
export const deleteGroupActionType: ServerActionType<DeleteGroupParams> = {
  type: 'delete_group',
  scope: () => scopes.root(),
  async undo(run, params) {
    // Its memberships stay while it is in the trash: only an ADMIN of it may bring it back.
    await requireAdmin(run.trx, params.group_id, run.caller.user.id);
    await restoreTrashed(run, groupTrashType, params.group_id, 'ERROR_GROUP_DOES_NOT_EXIST');
  },
  async redo({ trx, caller, emit }, params) {
    await trash(trx, caller, params.group_id, emit);
  },
};

/** Deletes a group into the trash and records the action, inside the caller's transaction. */
export async function deleteGroupAction(trx: Executor, caller: Caller, groupId: number, emit: Emit): Promise<void> {
  await trash(trx, caller, groupId, emit);
  await recordAction(trx, caller, deleteGroupActionType, groupId, { group_id: groupId });
}
