import { sql, type Kysely } from 'kysely';

// Issue 33: a deleted row goes to the trash as a flag on its row (database/rows/trash/). Every row
// store gets `trashed`, as new tables do (tables/system-columns.ts). A constant default is kept in
// the catalogue by PostgreSQL 11 and later (and PGlite), so a table of a million rows changes in
// milliseconds without being rewritten, as 0014-system-columns does.
//
// A unique field's index leaves trashed rows out, as the reference's constraint does: a deleted
// row's value is free again (restoring the row fails if someone took it meanwhile). The indexes
// that exist are made again with that condition; no row is trashed yet, so none can fail.

export async function up(db: Kysely<unknown>): Promise<void> {
  const tables = await sql<{ id: number }>`select id from database_tables where to_regclass('database_table_' || id) is not null order by id`.execute(db);
  for (const { id } of tables.rows) {
    await sql`alter table ${sql.table(`database_table_${id}`)} add column if not exists trashed boolean not null default false`.execute(db);
  }
  const unique = await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes
    where indexname ~ '^database_table_[0-9]+_field_[0-9]+_unique$' order by indexname`.execute(db);
  for (const { name, definition } of unique.rows) {
    const where = definition.lastIndexOf(' WHERE ');
    if (where === -1 || definition.includes('trashed')) continue;
    await sql`drop index ${sql.id(name)}`.execute(db);
    await sql.raw(`${definition.slice(0, where)} WHERE (NOT trashed) AND (${definition.slice(where + ' WHERE '.length)})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = await sql<{ id: number }>`select id from database_tables where to_regclass('database_table_' || id) is not null`.execute(db);
  for (const { id } of tables.rows) await sql`alter table ${sql.table(`database_table_${id}`)} drop column if exists trashed`.execute(db);
}
