import { parseDatabaseFile, type Table } from '@cellar/core';
import { jobOrigin } from '../../../applications/import-export/job-origin.js';
import { importTablesInto } from '../../database-file/import-database-file.js';
import { findUnusedName } from '../../database-file/unused-name.js';
import { commitChange } from '../../../events/unit-of-work.js';
import { requireMember } from '../../../groups/group.policy.js';
import type { ServerJobType } from '../../../jobs/job-type.js';
import { assertWithinQuota } from '../../../quotas/quotas.js';
import { getTableOrThrow } from '../../table.policy.js';
import { listTablesOfDatabases } from '../tables.repo.js';
import { outwardLinks } from './outward-links.js';
import { tableAsFile } from './table-file.js';

/** What a table's duplication is asked for: the table, and how the tables API showed it then. */
export interface DuplicateTableParams {
  table_id: number;
  original_table: Table;
}

/** The copy, as the tables API presented it when it was made. */
export interface DuplicateTableResult {
  duplicated_table: Table;
}

const presentTable = (table: Table): Table => ({ id: table.id, name: table.name, order: table.order, database_id: table.database_id });

/**
 * `duplicate_table` (the reference's DuplicateTableJobType): the table written as a one-table
 * database file (`tableAsFile`) and read back into its database in one transaction, named as the
 * reference names a second copy ("Tasks 2"). Links inside the table are copied; links to other
 * tables are made again to the same tables, with the same links (outward-links.ts). Sends
 * `table_created` as creating a table does.
 */
export const duplicateTableJobType: ServerJobType<DuplicateTableParams, DuplicateTableResult> = {
  type: 'duplicate_table',
  keepSeconds: 24 * 60 * 60,
  resumable: false,
  cancellable: true,
  async run(ctx, run) {
    const { job } = run;
    const db = ctx.db.kysely;
    const table = await getTableOrThrow(db, job.params.table_id);
    await requireMember(db, table.groupId, job.user_id);
    const siblings = await listTablesOfDatabases(db, [table.database_id]);
    const { file: written, outward } = await tableAsFile(db, table, findUnusedName(table.name, siblings.map((sibling) => sibling.name)));
    const file = parseDatabaseFile(written);
    await run.progress(40);
    const duplicated = await commitChange(ctx, await jobOrigin(db, job.user_id), async (trx, emit) => {
      await requireMember(trx, table.groupId, job.user_id);
      await assertWithinQuota(trx, ctx.config.quotas, 'tablesPerGroup', table.groupId);
      const links = outwardLinks({ db: trx, emit, quotas: ctx.config.quotas }, outward);
      const { tables } = await importTablesInto({ db: trx, emit, quotas: ctx.config.quotas, author: job.user_id }, { id: table.database_id, groupId: table.groupId }, file, {
        beforeComputed: (made, ids) => links.make(made[0]!.record, ids),
        afterRows: (_made, ids) => links.fill(ids.rowsOf(table.id)),
      });
      const record = presentTable(tables[0]!.record);
      emit({ type: 'table_created', groupId: table.groupId, tableId: record.id, table: record });
      return record;
    });
    return { duplicated_table: duplicated };
  },
  present(job) {
    return { original_table: job.params.original_table, duplicated_table: job.result?.duplicated_table ?? null };
  },
};
