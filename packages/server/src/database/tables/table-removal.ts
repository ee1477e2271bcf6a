import type { Executor } from '../../db/executor.js';
import { listFieldsWithTrashed } from '../fields/fields.repo.js';
import { serverFieldTypes } from '../fields/server-field-types.js';
import { lockTableInTransaction } from './table-write-lock.js';
import type { TableRecord } from './tables.repo.js';
import { dropUserTable } from './user-table-ddl.js';

/**
 * Drops a table's rows and metadata; fields, views and options cascade, after each field's type
 * (those in the trash too) let go of what it owns elsewhere. It is a write to the table like any
 * other: it first waits for the row and field writes under way (every process's), and those that
 * come later find no table (404). Without the lock a row write could look the table up, then meet
 * its row store dropped: a 500. Purging a trashed table and undoing a failed import come here.
 */
export async function deleteTableRow(db: Executor, table: TableRecord): Promise<void> {
  await lockTableInTransaction(db, table.id);
  for (const field of await listFieldsWithTrashed(db, table.id)) await serverFieldTypes[field.type].beforeTableDelete?.(db, field);
  await dropUserTable(db, table.id);
  await db.deleteFrom('database_tables').where('id', '=', table.id).execute();
}
