import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import { restoreAgain, trashAgain } from './row-action-steps.js';

/** The params of `create_rows`: the rows a batch made, in its order. */
export interface CreateRowsParams {
  table_id: number;
  row_ids: number[];
}

/** Rows created in one batch: undo trashes them together, redo restores them (the same ids). */
export const createRowsActionType: ServerActionType<CreateRowsParams> = {
  type: 'create_rows',
  scope: (params) => scopes.table(params.table_id),
  undo: (run, params) => trashAgain(run, params.table_id, params.row_ids, false),
  redo: async (run, params) => {
    // Undo trashed what was still there: the entry names the first of those.
    const entry = await run.trx.selectFrom('trash_entries').select('trash_item_id').where('trash_item_type', '=', 'rows')
      .where('parent_trash_item_id', '=', params.table_id).where('trash_item_id', 'in', params.row_ids.slice(0, 1_000))
      .orderBy('id', 'desc').executeTakeFirst();
    await restoreAgain(run, params.table_id, entry?.trash_item_id ?? params.row_ids[0] ?? 0, false);
  },
};
