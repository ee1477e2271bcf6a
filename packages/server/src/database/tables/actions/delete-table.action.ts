import { recordAction } from '../../../actions/action-log.js';
import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import type { Caller } from '../../../callers/caller.js';
import type { Executor } from '../../../db/executor.js';
import type { Emit } from '../../../events/unit-of-work.js';
import { restoreTrashed } from '../../../trash/restore-trashed.js';
import { getTableForMember } from '../../table.policy.js';
import { lockTableInTransaction } from '../table-write-lock.js';
import { tableTrashType } from '../trash/table-trash-type.js';
import { trashTable } from '../trash/table-trash.js';
import { getDatabaseForMember } from '../database.policy.js';

/** What undoing and redoing a table's deletion need. */
export interface DeleteTableParams {
  database_id: number;
  table_id: number;
}

async function trash(trx: Executor, caller: Caller, tableId: number, emit: Emit): Promise<DeleteTableParams & { groupId: number }> {
  const table = await getTableForMember(trx, tableId, caller.user.id);
  // Row and field writes under way finish first; later ones find no table (404).
  await lockTableInTransaction(trx, table.id);
  await trashTable(trx, caller, table, emit);
  emit({ type: 'table_deleted', groupId: table.groupId, tableId, databaseId: table.database_id });
  return { database_id: table.database_id, table_id: tableId, groupId: table.groupId };
}

/** Baserow's `delete_table`: the table goes to the trash with its rows; undo restores it, redo trashes it again. */
export const deleteTableActionType: ServerActionType<DeleteTableParams> = {
  type: 'delete_table',
  scope: (params) => scopes.application(params.database_id),
  async undo(run, params) {
    await getDatabaseForMember(run.trx, params.database_id, run.caller.user.id);
    await restoreTrashed(run, tableTrashType, params.table_id, 'ERROR_TABLE_DOES_NOT_EXIST');
  },
  async redo({ trx, caller, emit }, params) {
    await trash(trx, caller, params.table_id, emit);
  },
};

/** Deletes a table into the trash and records the action, inside the caller's transaction. */
export async function deleteTableAction(trx: Executor, caller: Caller, tableId: number, emit: Emit): Promise<void> {
  const { groupId, ...params } = await trash(trx, caller, tableId, emit);
  await recordAction(trx, caller, deleteTableActionType, groupId, params);
}
