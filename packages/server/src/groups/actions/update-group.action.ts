import type { Group } from '@cellar/core';
import { recordAction } from '../../actions/action-log.js';
import { scopes, type ServerActionType } from '../../actions/server-action-type.js';
import type { Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import type { Emit } from '../../events/unit-of-work.js';
import { getGroupOrThrow, requireAdmin } from '../group.policy.js';
import { renameGroup } from '../groups.repo.js';

/** Baserow's update_group params: the name after and before. */
export interface UpdateGroupParams {
  group_id: number;
  group_name: string;
  original_group_name: string;
}

async function rename(trx: Executor, caller: Caller, groupId: number, name: string, emit: Emit): Promise<{ group: Group; before: string }> {
  const { name: before } = await getGroupOrThrow(trx, groupId);
  await requireAdmin(trx, groupId, caller.user.id);
  const renamed = await renameGroup(trx, groupId, name);
  const group = { id: renamed.id, name: renamed.name };
  emit({ type: 'group_updated', group });
  return { group, before };
}

/** Baserow's `update_group` (a rename, by an ADMIN; scope: root). */
export const updateGroupActionType: ServerActionType<UpdateGroupParams> = {
  type: 'update_group',
  scope: () => scopes.root(),
  async undo({ trx, caller, emit }, params) {
    await rename(trx, caller, params.group_id, params.original_group_name, emit);
  },
  async redo({ trx, caller, emit }, params) {
    await rename(trx, caller, params.group_id, params.group_name, emit);
  },
};

/** Renames a group and records the action, inside the caller's transaction. */
export async function renameGroupAction(trx: Executor, caller: Caller, groupId: number, name: string, emit: Emit): Promise<Group> {
  const { group, before } = await rename(trx, caller, groupId, name, emit);
  await recordAction(trx, caller, updateGroupActionType, groupId, { group_id: groupId, group_name: name, original_group_name: before });
  return group;
}
