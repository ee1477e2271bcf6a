import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import { restoreTrashed } from '../../../trash/restore-trashed.js';
import { getTableForMember } from '../../table.policy.js';
import { getDatabaseForMember } from '../database.policy.js';
import { lockTableInTransaction } from '../table-write-lock.js';
import { tableTrashType } from '../trash/table-trash-type.js';
import { trashTable } from '../trash/table-trash.js';

/** What undoing and redoing a table's creation need. */
export interface CreateTableParams {
  database_id: number;
  table_id: number;
}

/** Baserow's `create_table` (scope: its database): undo puts the table in the trash, redo restores it with its rows. */
export const createTableActionType: ServerActionType<CreateTableParams> = {
  type: 'create_table',
  scope: (params) => scopes.application(params.database_id),
  async undo({ trx, caller, emit }, params) {
    const table = await getTableForMember(trx, params.table_id, caller.user.id);
    await lockTableInTransaction(trx, table.id);
    await trashTable(trx, caller, table, emit);
    emit({ type: 'table_deleted', groupId: table.groupId, tableId: table.id, databaseId: table.database_id });
  },
  async redo(run, params) {
    await getDatabaseForMember(run.trx, params.database_id, run.caller.user.id);
    await restoreTrashed(run, tableTrashType, params.table_id, 'ERROR_TABLE_DOES_NOT_EXIST');
  },
};
