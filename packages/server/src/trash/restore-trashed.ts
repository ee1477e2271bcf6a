import { DomainError, type ErrorCode } from '@cellar/core';
import type { ActionRun } from '../actions/server-action-type.js';
import type { ServerTrashType } from './server-trash-type.js';

/**
 * Undoing a delete: brings the object back through its trash type and removes its entry, in the
 * undo's transaction. An object whose entry is gone (emptied, purged, restored by someone else) is
 * answered with `missing`, the error its own endpoints answer for an unknown id.
 */
export async function restoreTrashed({ ctx, trx, emit }: ActionRun, type: ServerTrashType, itemId: number, missing: ErrorCode): Promise<void> {
  const entry = await trx
    .selectFrom('trash_entries')
    .selectAll()
    .where('trash_item_type', '=', type.type)
    .where('trash_item_id', '=', itemId)
    .where('should_be_permanently_deleted', '=', false)
    .orderBy('id', 'desc')
    // Held until the undo commits, so the sweep cannot purge what is being restored.
    .forUpdate()
    .executeTakeFirst();
  if (!entry) throw new DomainError(missing);
  await type.restore(trx, entry, emit, ctx);
  await trx.deleteFrom('trash_entries').where('id', '=', entry.id).execute();
}
