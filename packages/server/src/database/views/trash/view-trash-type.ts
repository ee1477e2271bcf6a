import { DomainError } from '@cellar/core';
import type { Caller } from '../../../callers/caller.js';
import type { Executor } from '../../../db/executor.js';
import type { ServerTrashType } from '../../../trash/server-trash-type.js';
import { addTrashEntry } from '../../../trash/trash-entries.js';
import type { TableInGroup } from '../../table.policy.js';
import { findTableWithTrashed } from '../../tables/tables.repo.js';
import { tableToRestoreInto } from '../../tables/trash/parent-check.js';
import { listViewFilters, presentViewFilter } from '../view-filters.repo.js';
import { listViewSortings, presentViewSort } from '../view-sortings.repo.js';
import { findViewWithTrashed, presentView, type ViewRecord } from '../views.repo.js';

/** Puts a view in the trash (Baserow's `view` trash item) with its filters, sorts and column settings. */
export async function trashView(db: Executor, caller: Caller | null, table: TableInGroup, view: ViewRecord): Promise<number> {
  await db.updateTable('views').set({ trashed: true }).where('id', '=', view.id).execute();
  return addTrashEntry(db, caller, {
    type: 'view',
    itemId: view.id,
    groupId: table.groupId,
    applicationId: table.database_id,
    name: view.name,
    parentName: table.name,
  });
}

/** The `view` trash type. */
export const viewTrashType: ServerTrashType = {
  type: 'view',

  async restore(trx, entry, emit) {
    const found = await findViewWithTrashed(trx, entry.trash_item_id);
    if (!found || !found.trashed) throw new DomainError('ERROR_TRASH_ITEM_DOES_NOT_EXIST');
    const table = await tableToRestoreInto(trx, found.table_id);
    await trx.updateTable('views').set({ trashed: false }).where('id', '=', found.id).execute();
    const { trashed: _trashed, ...view } = found;
    // Its created event carries its filters and sorts, as a new view's does (empty there).
    const filters = (await listViewFilters(trx, [view.id])).map(presentViewFilter);
    const sortings = (await listViewSortings(trx, [view.id])).map(presentViewSort);
    emit({ type: 'view_created', groupId: table.groupId, tableId: table.id, view: { ...presentView(view, table), filters, sortings } });
  },

  async purge(trx, entry) {
    const view = await findViewWithTrashed(trx, entry.trash_item_id);
    if (!view || !view.trashed || !(await findTableWithTrashed(trx, view.table_id))) return;
    await trx.deleteFrom('views').where('id', '=', view.id).execute();
  },
};
