import { sql, type Kysely } from 'kysely';

// Every row store gets the system columns of issue 32 (database/tables/system-columns.ts): created and
// updated time, and the ids of the users who created and last updated the row. Rows that exist get the
// time their table was created, for both times, and no user: nobody knows better. Each column is added
// with a constant default, which PostgreSQL 11 and later (and PGlite) keep in the catalogue instead of
// writing into every row, so a table of a million rows changes in milliseconds; the default then
// becomes now() for rows to come, which touches no row either.

export async function up(db: Kysely<unknown>): Promise<void> {
  const tables = await sql<{ id: number; created_on: Date }>`select id, created_on from database_tables
    where to_regclass('database_table_' || id) is not null order by id`.execute(db);
  for (const { id, created_on: createdOn } of tables.rows) {
    const table = sql.table(`database_table_${id}`);
    const since = sql.lit(new Date(createdOn).toISOString());
    await sql`alter table ${table}
      add column if not exists created_on timestamptz not null default ${since}::timestamptz,
      add column if not exists updated_on timestamptz not null default ${since}::timestamptz,
      add column if not exists created_by integer,
      add column if not exists updated_by integer`.execute(db);
    await sql`alter table ${table} alter column created_on set default now(), alter column updated_on set default now()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = await sql<{ id: number }>`select id from database_tables where to_regclass('database_table_' || id) is not null`.execute(db);
  for (const { id } of tables.rows) {
    await sql`alter table ${sql.table(`database_table_${id}`)}
      drop column if exists created_on, drop column if exists updated_on, drop column if exists created_by, drop column if exists updated_by`.execute(db);
  }
}
