import { sql } from 'kysely';
import type { Executor } from '../../../../db/executor.js';
import type { Expr } from '../../server-field-type.js';
import { fieldColumnName, userTable } from '../../../tables/user-table-names.js';
import type { FieldRecord } from '../../fields.repo.js';

// Each autonumber field numbers in its own column from a sequence of its own (Baserow's model):
// numbers are never given twice, deleted rows' included. The sequence is not owned by the column,
// so a table rebuild (which drops the old store and what it owns) keeps it; it is dropped with the field.

const sequenceOf = (field: FieldRecord) => sql.id(`${fieldColumnName(field.id)}_seq`);

/** Numbers the rows there are in the given order (autonumber-view-order.ts), then gives new rows the next numbers. */
export async function startNumbering(db: Executor, field: FieldRecord, order: Expr): Promise<void> {
  const table = userTable(field.table_id);
  const column = sql.ref(fieldColumnName(field.id));
  await sql`update ${table} as t set ${column} = n.number from (select id, row_number() over (order by ${order}) as number from ${table}) as n where t.id = n.id`.execute(db);
  await sql`create sequence if not exists ${sequenceOf(field)}`.execute(db);
  await sql`select setval(${`${fieldColumnName(field.id)}_seq`}, count(*)) from ${table} having count(*) > 0`.execute(db);
  await continueNumbering(db, field);
}

/** Makes the sequence the column's default again (a rebuilt table's new column); DDL takes no parameters, hence the literal. */
export async function continueNumbering(db: Executor, field: FieldRecord): Promise<void> {
  await sql`alter table ${userTable(field.table_id)} alter column ${sql.ref(fieldColumnName(field.id))} set default nextval(${sql.lit(`${fieldColumnName(field.id)}_seq`)}::regclass)`.execute(db);
}

/** Stops numbering: the field goes, or becomes another type. */
export async function stopNumbering(db: Executor, field: FieldRecord): Promise<void> {
  await sql`alter table if exists ${userTable(field.table_id)} alter column ${sql.ref(fieldColumnName(field.id))} drop default`.execute(db);
  await sql`drop sequence if exists ${sequenceOf(field)}`.execute(db);
}
