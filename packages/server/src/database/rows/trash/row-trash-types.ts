import type { Executor } from '../../../db/executor.js';
import type { ServerTrashType, TrashEntry } from '../../../trash/server-trash-type.js';
import { purgeRows, restoreRows } from './row-trash.js';

// The trash types of rows (issue 33): one row deleted alone (`row`, its id the entry's item) and a
// batch (`rows`, its ids in the entry's restoration), each restored and purged whole.

/** The group of a row entry's table, as the entry recorded it (a table never changes group). */
const groupOf = (entry: TrashEntry) => entry.group_id;

/** The row ids an entry holds. */
export function rowIdsOf(entry: TrashEntry): number[] {
  if (entry.trash_item_type === 'row') return [entry.trash_item_id];
  const ids = (entry.restoration as { row_ids?: unknown } | null)?.row_ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
}

function tableOf(entry: TrashEntry): number {
  return entry.parent_trash_item_id ?? 0;
}

async function purge(trx: Executor, entry: TrashEntry): Promise<void> {
  await purgeRows(trx, tableOf(entry), rowIdsOf(entry));
}

/** One trashed row. */
export const rowTrashType: ServerTrashType = {
  type: 'row',
  async restore(trx, entry, emit, ctx) {
    await restoreRows(ctx, trx, tableOf(entry), groupOf(entry), rowIdsOf(entry), emit);
  },
  purge,
};

/** A batch of trashed rows, restored together. */
export const rowsTrashType: ServerTrashType = {
  type: 'rows',
  async restore(trx, entry, emit, ctx) {
    await restoreRows(ctx, trx, tableOf(entry), groupOf(entry), rowIdsOf(entry), emit);
  },
  purge,
};

/** The trash entry of rows trashed together, newest first: what undoing their delete restores. */
export function rowsEntry(trx: Executor, type: 'row' | 'rows', tableId: number, firstId: number): Promise<TrashEntry | undefined> {
  return trx
    .selectFrom('trash_entries')
    .selectAll()
    .where('trash_item_type', '=', type)
    .where('trash_item_id', '=', firstId)
    .where('parent_trash_item_id', '=', tableId)
    .where('should_be_permanently_deleted', '=', false)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

