import { DomainError, exceedsRowLimit, type Table } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import { originOf, type Caller } from '../../callers/caller.js';
import { findApplication } from '../../applications/applications.repo.js';
import type { Executor } from '../../db/executor.js';
import { commitChange } from '../../events/unit-of-work.js';
import { requireMember } from '../../groups/group.policy.js';
import { assertWithinQuota, quotaExceeded } from '../../quotas/quotas.js';
import { getTableForMember } from '../table.policy.js';
import { exampleTable, tableFromData } from './example-tables.js';
import { buildTable } from './table-builder.js';
import { lockTableInTransaction, tableWriteLocks } from './table-write-lock.js';
import { listTablesOfDatabases, type TableRecord } from './tables.repo.js';
import { dropUserTable } from './user-table-ddl.js';
import { listFields } from '../fields/fields.repo.js';
import { serverFieldTypes } from '../fields/server-field-types.js';

/** Finds a database application a member may use; other types count as missing (contract §8). */
export async function getDatabaseForMember(db: Executor, databaseId: number, userId: number) {
  const application = await findApplication(db, databaseId);
  if (!application || application.type !== 'database') throw new DomainError('ERROR_APPLICATION_DOES_NOT_EXIST');
  await requireMember(db, application.group_id, userId);
  return application;
}

/**
 * Drops a table's rows and metadata; fields, views and options cascade, after each field's type
 * let go of what it owns elsewhere. It is a write to the table like any other: it first waits for
 * the row and field writes under way (every process's), and those that come later find no table
 * (404). Without the lock a row write could look the table up, then meet its row store dropped: a 500.
 */
export async function deleteTableRow(db: Executor, table: TableRecord): Promise<void> {
  await lockTableInTransaction(db, table.id);
  for (const field of await listFields(db, table.id)) await serverFieldTypes[field.type].beforeTableDelete?.(db, field);
  await dropUserTable(db, table.id);
  await db.deleteFrom('database_tables').where('id', '=', table.id).execute();
}

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
        if (!values.data) return buildTable(trx, emit, place, exampleTable(values.name));
        const limit = ctx.config.initialTableDataLimit;
        if (exceedsRowLimit(values.data, limit)) {
          throw new DomainError('ERROR_INITIAL_TABLE_DATA_LIMIT_EXCEEDED', `The initial table data limit is ${limit} rows.`);
        }
        if (values.data.every((row) => row.length === 0)) throw new DomainError('ERROR_INVALID_INITIAL_TABLE_DATA');
        if (values.data.some((row) => row.length > ctx.config.quotas.fieldsPerTable)) throw quotaExceeded(ctx.config.quotas, 'fieldsPerTable');
        return buildTable(trx, emit, place, tableFromData(values.name, values.data, values.first_row_header));
      });
    },

    rename(caller: Caller, tableId: number, name: string): Promise<Table> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const { groupId } = await getTableForMember(trx, tableId, caller.user.id);
        const table = await trx
          .updateTable('database_tables')
          .set({ name })
          .where('id', '=', tableId)
          .returning(['id', 'name', 'order', 'database_id'])
          .executeTakeFirstOrThrow();
        emit({ type: 'table_updated', groupId, tableId, table });
        return table;
      });
    },

    /** Waits for this process's writers of the table first too (a conversion between its chunks, say). */
    delete(caller: Caller, tableId: number): Promise<void> {
      return tableWriteLocks.run(tableId, () =>
        commitChange(ctx, originOf(caller), async (trx, emit) => {
          const table = await getTableForMember(trx, tableId, caller.user.id);
          await deleteTableRow(trx, table);
          emit({ type: 'table_deleted', groupId: table.groupId, tableId, databaseId: table.database_id });
        }),
      );
    },
  };
}
