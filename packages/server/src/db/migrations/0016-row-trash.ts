import { sql, type Kysely } from 'kysely';

// Issue 33: a deleted row goes to the trash as a flag on its row (database/rows/trash/). Every row
// store gets `trashed`, as new tables do (tables/system-columns.ts). A constant default is kept in
// the catalogue by PostgreSQL 11 and later (and PGlite), so a table of a million rows changes in
// milliseconds without being rewritten, as 0014-system-columns does.

export async function up(db: Kysely<unknown>): Promise<void> {
  const tables = await sql<{ id: number }>`select id from database_tables where to_regclass('database_table_' || id) is not null order by id`.execute(db);
  for (const { id } of tables.rows) {
    await sql`alter table ${sql.table(`database_table_${id}`)} add column if not exists trashed boolean not null default false`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = await sql<{ id: number }>`select id from database_tables where to_regclass('database_table_' || id) is not null`.execute(db);
  for (const { id } of tables.rows) await sql`alter table ${sql.table(`database_table_${id}`)} drop column if exists trashed`.execute(db);
}
