import { sql, type Kysely } from 'kysely';

// Database tokens (contract §12) and their rights. A token goes with its owner and its group; a
// right naming a database or table goes with it. The key is kept as it is, because the owner is
// shown it on every read, and as its SHA-256, which is what a request's key is looked up by: the
// lookup never compares secrets byte by byte (docs/security.md, "Database tokens").

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('database_tokens')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('database_tokens_user_idx').on('database_tokens').column('user_id').execute();
  await db.schema.createIndex('database_tokens_group_idx').on('database_tokens').column('group_id').execute();

  // A right with neither database nor table is a grant of every table of the token's group.
  await db.schema
    .createTable('database_token_permissions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('token_id', 'integer', (col) => col.notNull().references('database_tokens.id').onDelete('cascade'))
    .addColumn('operation', 'text', (col) => col.notNull().check(sql`operation in ('create', 'read', 'update', 'delete')`))
    .addColumn('database_id', 'integer', (col) => col.references('applications.id').onDelete('cascade'))
    .addColumn('table_id', 'integer', (col) => col.references('database_tables.id').onDelete('cascade'))
    .addCheckConstraint('database_token_permissions_one_scope', sql`database_id is null or table_id is null`)
    .execute();
  await db.schema.createIndex('database_token_permissions_token_idx').on('database_token_permissions').column('token_id').execute();
  await db.schema.createIndex('database_token_permissions_database_idx').on('database_token_permissions').column('database_id').execute();
  await db.schema.createIndex('database_token_permissions_table_idx').on('database_token_permissions').column('table_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('database_token_permissions').execute();
  await db.schema.dropTable('database_tokens').execute();
}
