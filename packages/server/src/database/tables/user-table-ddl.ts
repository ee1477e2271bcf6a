import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import { addFieldConstraints } from '../fields/constraints/field-constraint-ddl.js';
import { serverFieldTypes } from '../fields/server-field-types.js';
import { systemColumnsDdl } from './system-columns.js';
import { fieldColumnName, userTable, userTableName } from './user-table-names.js';

export { fieldColumnName, userTable, userTableName };

/** Creates the row store of a new table, with its system columns; rows are read in ("order", id) windows, hence the index. */
export async function createUserTable(db: Executor, tableId: number): Promise<void> {
  await sql`create table ${userTable(tableId)} (id serial primary key, "order" numeric(40, 20) not null default 1, ${systemColumnsDdl})`.execute(db);
  await sql`create index ${sql.id(`${userTableName(tableId)}_order`)} on ${userTable(tableId)} ("order", id)`.execute(db);
}

/** Drops the row store of a deleted table. */
export async function dropUserTable(db: Executor, tableId: number): Promise<void> {
  await sql`drop table if exists ${userTable(tableId)}`.execute(db);
}

/** Whether a field's values live in a column of its table (a link's live in its relation table). */
export function hasColumn(field: FieldRecord): boolean {
  return serverFieldTypes[field.type].columnType(field.options) !== null;
}

/** Adds a field's column, if its type has one; without a default, so the table is not rewritten and scans stay fast. */
export async function addFieldColumn(db: Executor, field: FieldRecord): Promise<void> {
  const type = serverFieldTypes[field.type].columnType(field.options);
  if (type === null) return;
  await sql`alter table ${userTable(field.table_id)} add column ${sql.id(fieldColumnName(field.id))} ${sql.raw(type)}`.execute(db);
  // A new field's, a replaced column's or a rebuilt table's column gets the field's unique index and checks here.
  await addFieldConstraints(db, field);
}

/** Drops a field's column. */
export async function dropFieldColumn(db: Executor, field: FieldRecord): Promise<void> {
  await sql`alter table ${userTable(field.table_id)} drop column if exists ${sql.id(fieldColumnName(field.id))}`.execute(db);
}
