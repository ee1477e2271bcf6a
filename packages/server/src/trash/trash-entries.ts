import type { Caller } from '../callers/caller.js';
import type { Executor } from '../db/executor.js';

/** What a trashing service says of the object it just flagged. */
export interface NewTrashEntry {
  type: string;
  itemId: number;
  parentItemId?: number | null;
  groupId: number;
  applicationId?: number | null;
  name: string;
  names?: string[] | null;
  parentName?: string | null;
  extraDescription?: string | null;
  restoration?: Record<string, unknown> | null;
}

/** Adds the trash entry of an object flagged in the same transaction; answers its id. */
export async function addTrashEntry(trx: Executor, caller: Caller | null, entry: NewTrashEntry): Promise<number> {
  const { id } = await trx
    .insertInto('trash_entries')
    .values({
      trash_item_type: entry.type,
      trash_item_id: entry.itemId,
      parent_trash_item_id: entry.parentItemId ?? null,
      group_id: entry.groupId,
      application_id: entry.applicationId ?? null,
      user_who_trashed: caller?.user.id ?? null,
      name: entry.name,
      names: entry.names ? JSON.stringify(entry.names) : null,
      parent_name: entry.parentName ?? null,
      extra_description: entry.extraDescription ?? null,
      restoration: entry.restoration ? JSON.stringify(entry.restoration) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
