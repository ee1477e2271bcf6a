import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { listFieldsWithTrashed } from '../fields/fields.repo.js';
import { unconstrained } from '../fields/trash/field-trash.js';
import { serverFieldTypes } from '../fields/server-field-types.js';
import { systemColumns } from './system-columns.js';
import { addFieldColumn, createUserTable, fieldColumnName, hasColumn, userTableName } from './user-table-ddl.js';

/**
 * Makes a table's row store anew with only its live columns, inside the caller's transaction,
 * which must hold the table's write locks (table-write-lock.ts): PostgreSQL frees the attribute
 * numbers of dropped columns only when a table is created again (column-slots.ts says when).
 * The new store is built as every table is, by `createUserTable` and `addFieldColumn` from the
 * fields, so it has the same types, defaults, NOT NULLs, indexes and constraints; rows keep their
 * ids, orders, system columns and cells, the id sequence goes on where it was, and what references the rows from
 * outside (a link's relation table) lets go before and references the new store after, through
 * its field type's hooks. Columns that belong to no field (a crashed conversion's shadow) are not
 * carried over.
 */
export async function rebuildUserTable(db: Executor, tableId: number): Promise<void> {
  const name = userTableName(tableId);
  const old = `${name}_rebuilding`;
  const live = await liveColumns(db, name);
  // Fields in the trash keep their columns (and values) until purged, without their constraints.
  const fields = (await listFieldsWithTrashed(db, tableId)).map(({ trashed, ...field }) => (trashed ? unconstrained(field) : field));
  // A field just inserted, whose column is about to be added, has none yet.
  const columns = fields.filter((field) => hasColumn(field) && live.has(fieldColumnName(field.id)));
  // The rename locks the table before its relation tables, in the order row writes and link
  // reads take them, so that none of them waits for the rebuild while holding what it needs.
  await renameAside(db, name, old);
  for (const field of fields) await serverFieldTypes[field.type].beforeTableRebuild?.(db, field);
  await createUserTable(db, tableId);
  for (const field of columns) await addFieldColumn(db, field);
  const copied = sql.join([sql.id('id'), sql.id('order'), ...systemColumns.map((column) => sql.id(column)), ...columns.map((field) => sql.id(fieldColumnName(field.id)))]);
  await sql`insert into ${sql.table(name)} (${copied}) select ${copied} from ${sql.table(old)}`.execute(db);
  // Where the old sequence was (nothing when it never gave an id), so no id is ever given twice.
  await sql`select setval(pg_get_serial_sequence(${name}, 'id'), last) from
    (select pg_sequence_last_value(pg_get_serial_sequence(${old}, 'id')::regclass) as last) as sequence where last is not null`.execute(db);
  // No cascade: a reference a hook did not let go of fails the change rather than vanish.
  await sql`drop table ${sql.table(old)}`.execute(db);
  for (const field of fields) await serverFieldTypes[field.type].afterTableRebuild?.(db, field);
}

async function liveColumns(db: Executor, name: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    select attname as name from pg_attribute where attrelid = ${name}::regclass and attnum > 0 and not attisdropped`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/**
 * Moves the old store and what it owns to names of their own, freeing the table's for
 * `createUserTable`: its constraints (a primary key's index goes with it; PostgreSQL 18, as the
 * embedded engine is, names NOT NULLs too), other indexes and its id sequence.
 */
async function renameAside(db: Executor, name: string, aside: string): Promise<void> {
  const { rows: owned } = await sql<{ name: string; kind: 'constraint' | 'index' | 'sequence' }>`
    select conname as name, 'constraint' as kind from pg_constraint where conrelid = ${name}::regclass
    union all select c.relname, 'index' from pg_index as i join pg_class as c on c.oid = i.indexrelid
      where i.indrelid = ${name}::regclass and not exists (select 1 from pg_constraint where conindid = i.indexrelid)
    union all select c.relname, 'sequence' from pg_depend as d join pg_class as c on c.oid = d.objid
      where d.classid = 'pg_class'::regclass and d.refobjid = ${name}::regclass and c.relkind = 'S'
    order by kind, name`.execute(db);
  await sql`alter table ${sql.table(name)} rename to ${sql.id(aside)}`.execute(db);
  for (const [index, relation] of owned.entries()) {
    const to = sql.id(`${aside}_${index}`);
    if (relation.kind === 'constraint') await sql`alter table ${sql.table(aside)} rename constraint ${sql.id(relation.name)} to ${to}`.execute(db);
    else await sql`alter ${relation.kind === 'index' ? sql`index` : sql`sequence`} ${sql.table(relation.name)} rename to ${to}`.execute(db);
  }
}
