import type { TrashContentsEntry } from '@cellar/core';
import type { TrashEntry } from './server-trash-type.js';

/** A trash entry as the reference's TrashContentsSerializer shows it; who trashed it by first name. */
export function presentTrashEntry(entry: TrashEntry & { user_first_name: string | null }): TrashContentsEntry {
  return {
    id: entry.id,
    user_who_trashed: entry.user_first_name,
    trash_item_type: entry.trash_item_type,
    trash_item_id: entry.trash_item_id,
    parent_trash_item_id: entry.parent_trash_item_id,
    trashed_at: new Date(entry.trashed_at).toISOString(),
    application: entry.application_id,
    workspace: entry.group_id,
    name: entry.name,
    names: entry.names,
    parent_name: entry.parent_name,
  };
}
