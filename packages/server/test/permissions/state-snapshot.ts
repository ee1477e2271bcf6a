import { sql } from 'kysely';
import type { Database } from '../../src/db/database.js';

/** Every table of the database with its columns and rows (as sorted JSON), for "nothing changed" checks. */
export type StateSnapshot = Record<string, { columns: string[]; rows: string[] }>;

/**
 * Reads the whole schema in two queries: the fixed tables and every user table alike, so a
 * refused call that wrote anywhere — a row, a membership, a column — shows up as a difference.
 */
export async function snapshotState(db: Database): Promise<StateSnapshot> {
  const snapshot = await readColumns(db);
  await readRows(db, snapshot, Object.keys(snapshot));
  return snapshot;
}

/** Every table of the schema with its columns, and no rows yet. */
export async function readColumns(db: Database): Promise<StateSnapshot> {
  // pg_catalog rather than information_schema: the same answer, several times faster.
  const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as data_type
    from pg_catalog.pg_class c
    join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
    order by c.relname, a.attnum`.execute(db.kysely);
  const snapshot: StateSnapshot = {};
  for (const column of columns.rows) {
    (snapshot[column.table_name] ??= { columns: [], rows: [] }).columns.push(`${column.column_name} ${column.data_type}`);
  }
  return snapshot;
}

/** Reads the rows of `tables` into their (empty) entries of `snapshot`, in one query. */
export async function readRows(db: Database, snapshot: StateSnapshot, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  const reads = tables.map((table) => sql`select ${table}::text as table_name, to_jsonb(t)::text as row from ${sql.table(table)} t`);
  const rows = await sql<{ table_name: string; row: string }>`${sql.join(reads, sql` union all `)}`.execute(db.kysely);
  for (const { table_name, row } of rows.rows) snapshot[table_name]?.rows.push(row);
  for (const table of tables) snapshot[table]?.rows.sort();
}
