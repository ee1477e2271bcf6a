import { sql, type Kysely } from 'kysely';

// People who can sign in, and the instance-wide settings (one row, id 1). E-mail addresses
// are stored lower-cased by the accounts service, so a plain unique constraint suffices.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('is_staff', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('password_changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_login', 'timestamptz')
    .addColumn('date_joined', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('allow_new_signups', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  // The row exists from the start, so readers never handle "no settings yet".
  await sql`insert into settings (id) values (1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settings').execute();
  await db.schema.dropTable('users').execute();
}
