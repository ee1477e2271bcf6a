import { DomainError } from '@cellar/core';
import type { Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import type { ServerTrashType } from '../../trash/server-trash-type.js';
import { addTrashEntry } from '../../trash/trash-entries.js';
import { findGroup } from '../../groups/groups.repo.js';
import { deleteApplicationRow } from '../application-removal.js';
import { presentApplication } from '../application.presenter.js';
import { findApplication, findApplicationWithTrashed, type ApplicationRecord } from '../applications.repo.js';

/**
 * Puts an application (a database) in the trash (Baserow's `application` trash item): its row is
 * flagged, its tables stay whole. The entry belongs to the group, not to an application: the trash
 * lists it among the group's own items.
 */
export async function trashApplication(db: Executor, caller: Caller | null, application: ApplicationRecord & { group_name: string }): Promise<number> {
  await db.updateTable('applications').set({ trashed: true }).where('id', '=', application.id).execute();
  return addTrashEntry(db, caller, {
    type: 'application',
    itemId: application.id,
    groupId: application.group_id,
    name: application.name,
    parentName: application.group_name,
  });
}

/** The `application` trash type: a database with its tables, rows, fields and views. */
export const applicationTrashType: ServerTrashType = {
  type: 'application',

  async restore(trx, entry, emit) {
    const found = await findApplicationWithTrashed(trx, entry.trash_item_id);
    if (!found || !found.trashed) throw new DomainError('ERROR_TRASH_ITEM_DOES_NOT_EXIST');
    if (!(await findGroup(trx, found.group_id))) throw new DomainError('ERROR_CANNOT_RESTORE_PARENT_BEFORE_CHILD');
    await trx.updateTable('applications').set({ trashed: false }).where('id', '=', found.id).execute();
    const application = await presentApplication(trx, (await findApplication(trx, found.id)) as typeof found);
    emit({ type: 'application_created', groupId: found.group_id, application });
  },

  /** Today's delete: every table of it (those in the trash too) with their row stores, then its row. */
  async purge(trx, entry) {
    const application = await findApplicationWithTrashed(trx, entry.trash_item_id);
    if (!application || !application.trashed) return;
    await deleteApplicationRow(trx, application);
  },
};
