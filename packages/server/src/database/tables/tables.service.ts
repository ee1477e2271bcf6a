import { DomainError, exceedsRowLimit, type Table } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import { originOf, type Caller } from '../../callers/caller.js';
import { commitChange } from '../../events/unit-of-work.js';
import { assertWithinQuota, quotaExceeded } from '../../quotas/quotas.js';
import { getTableForMember } from '../table.policy.js';
import { exampleTable, tableFromData } from './example-tables.js';
import { buildTable } from './table-builder.js';
import { tableWriteLocks } from './table-write-lock.js';
import { recordAction } from '../../actions/action-log.js';
import { createTableActionType } from './actions/create-table.action.js';
import { deleteTableAction } from './actions/delete-table.action.js';
import { renameTableAction } from './actions/update-table.action.js';
import { listTablesOfDatabases } from './tables.repo.js';

// Moved to files of their own, so the trash and action types can use them without a cycle.
export { getDatabaseForMember } from './database.policy.js';
export { deleteTableRow } from './table-removal.js';
import { getDatabaseForMember } from './database.policy.js';

/** Lists, creates, renames and deletes the tables of a database (contract §8). */
export function tablesService(ctx: AppContext) {
  const db = ctx.db.kysely;
  return {
    async list(caller: Caller, databaseId: number): Promise<Table[]> {
      await getDatabaseForMember(db, databaseId, caller.user.id);
      return listTablesOfDatabases(db, [databaseId]);
    },

    async get(caller: Caller, tableId: number): Promise<Table> {
      const { groupId: _groupId, ...table } = await getTableForMember(db, tableId, caller.user.id);
      return table;
    },

    /** Creates the example table, or a table of text fields from imported data. */
    create(caller: Caller, databaseId: number, values: { name: string; data?: string[][]; first_row_header: boolean }): Promise<Table> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const database = await getDatabaseForMember(trx, databaseId, caller.user.id);
        const place = { databaseId, groupId: database.group_id, author: caller.user.id };
        await assertWithinQuota(trx, ctx.config.quotas, 'tablesPerGroup', database.group_id);
        const built = async (spec: Parameters<typeof buildTable>[3]) => {
          const table = await buildTable(trx, emit, place, spec);
          await recordAction(trx, caller, createTableActionType, database.group_id, { database_id: databaseId, table_id: table.id });
          return table;
        };
        if (!values.data) return built(exampleTable(values.name));
        const limit = ctx.config.initialTableDataLimit;
        if (exceedsRowLimit(values.data, limit)) {
          throw new DomainError('ERROR_INITIAL_TABLE_DATA_LIMIT_EXCEEDED', `The initial table data limit is ${limit} rows.`);
        }
        if (values.data.every((row) => row.length === 0)) throw new DomainError('ERROR_INVALID_INITIAL_TABLE_DATA');
        if (values.data.some((row) => row.length > ctx.config.quotas.fieldsPerTable)) throw quotaExceeded(ctx.config.quotas, 'fieldsPerTable');
        return built(tableFromData(values.name, values.data, values.first_row_header));
      });
    },

    rename(caller: Caller, tableId: number, name: string): Promise<Table> {
      return commitChange(ctx, originOf(caller), (trx, emit) => renameTableAction(trx, caller, tableId, name, emit));
    },

    /**
     * Moves a table to the trash (issue 33); its row store stays until the trash is emptied. Waits
     * for this process's writers of the table first too (a conversion between its chunks, say).
     */
    delete(caller: Caller, tableId: number): Promise<void> {
      return tableWriteLocks.run(tableId, () => commitChange(ctx, originOf(caller), (trx, emit) => deleteTableAction(trx, caller, tableId, emit)));
    },
  };
}
