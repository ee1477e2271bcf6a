import { DomainError } from '@cellar/core';
import type { Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import type { ServerTrashType } from '../../trash/server-trash-type.js';
import { addTrashEntry } from '../../trash/trash-entries.js';
import { deleteApplicationsOfGroup } from '../../applications/application-removal.js';
import { deleteGroupRow, findGroupWithTrashed, type GroupRecord } from '../groups.repo.js';
import { memberIds } from '../memberships.repo.js';

/** Puts a group in the trash (the reference's workspace trash item, `group` here as the seams name it) with everything in it. */
export async function trashGroup(db: Executor, caller: Caller | null, group: GroupRecord): Promise<number> {
  await db.updateTable('groups').set({ trashed: true }).where('id', '=', group.id).execute();
  return addTrashEntry(db, caller, { type: 'group', itemId: group.id, groupId: group.id, name: group.name });
}

/** The `group` trash type. */
export const groupTrashType: ServerTrashType = {
  type: 'group',

  async restore(trx, entry, emit) {
    const group = await findGroupWithTrashed(trx, entry.trash_item_id);
    if (!group || !group.trashed) throw new DomainError('ERROR_TRASH_ITEM_DOES_NOT_EXIST');
    await trx.updateTable('groups').set({ trashed: false }).where('id', '=', group.id).execute();
    // Each member sees it come back in their sidebar, as its creator sees a new group.
    for (const userId of await memberIds(trx, group.id)) emit({ type: 'group_created', group: { id: group.id, name: group.name }, userId });
  },

  /** Today's delete: its applications with their tables, then its row (memberships, invitations and trash entries cascade). */
  async purge(trx, entry) {
    const group = await findGroupWithTrashed(trx, entry.trash_item_id);
    if (!group || !group.trashed) return;
    await deleteApplicationsOfGroup(trx, group.id);
    await deleteGroupRow(trx, group.id);
  },
};
