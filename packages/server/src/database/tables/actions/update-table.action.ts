import type { Table } from '@cellar/core';
import { recordAction } from '../../../actions/action-log.js';
import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import type { Caller } from '../../../callers/caller.js';
import type { Executor } from '../../../db/executor.js';
import type { Emit } from '../../../events/unit-of-work.js';
import { getTableForMember } from '../../table.policy.js';

/** What undoing and redoing a table's rename need: its name before and after. */
export interface UpdateTableParams {
  database_id: number;
  table_id: number;
  table_name: string;
  original_table_name: string;
}

async function rename(trx: Executor, caller: Caller, tableId: number, name: string, emit: Emit): Promise<{ table: Table; before: string; groupId: number }> {
  const { groupId, name: before } = await getTableForMember(trx, tableId, caller.user.id);
  const table = await trx
    .updateTable('database_tables')
    .set({ name })
    .where('id', '=', tableId)
    .returning(['id', 'name', 'order', 'database_id'])
    .executeTakeFirstOrThrow();
  emit({ type: 'table_updated', groupId, tableId, table });
  return { table, before, groupId };
}

/** Baserow's `update_table` (a rename). */
export const updateTableActionType: ServerActionType<UpdateTableParams> = {
  type: 'update_table',
  scope: (params) => scopes.application(params.database_id),
  async undo({ trx, caller, emit }, params) {
    await rename(trx, caller, params.table_id, params.original_table_name, emit);
  },
  async redo({ trx, caller, emit }, params) {
    await rename(trx, caller, params.table_id, params.table_name, emit);
  },
};

/** Renames a table and records the action, inside the caller's transaction. */
export async function renameTableAction(trx: Executor, caller: Caller, tableId: number, name: string, emit: Emit): Promise<Table> {
  const { table, before, groupId } = await rename(trx, caller, tableId, name, emit);
  await recordAction(trx, caller, updateTableActionType, groupId, { database_id: table.database_id, table_id: tableId, table_name: name, original_table_name: before });
  return table;
}
