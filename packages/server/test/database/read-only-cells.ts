import { fieldTypes, type Field } from '@cellar/core';
import { sql } from 'kysely';
import { serverFieldTypes } from '../../src/database/fields/server-field-types.js';
import { fieldColumnName, userTable } from '../../src/database/tables/user-table-names.js';
import type { TestServer } from '../helpers/test-server.js';

/** Whether a field's cells are the server's (created_on, autonumber…): a body cannot write them, a test writes the column. */
export function isReadOnlyField(field: Field): boolean {
  return fieldTypes[field.type].readOnly === true;
}

/**
 * Puts a read-only field's cell (in its API form) straight into the column it reads: a created_on
 * time into the row's system column, an autonumber into its own. Only a test sets what no body may.
 */
export async function writeReadOnlyCell(server: TestServer, tableId: number, field: Field, rowId: number, cell: unknown): Promise<void> {
  const column = serverFieldTypes[field.type].systemColumn ?? fieldColumnName(field.id);
  await sql`update ${userTable(tableId)} set ${sql.ref(column)} = ${cell} where id = ${rowId}`.execute(server.db.kysely);
}
