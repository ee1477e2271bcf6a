import { sql, type Kysely } from 'kysely';

// Archives uploaded to be imported into a group (issue 35; the reference's ImportExportResource):
// one person's, named as they uploaded it, its bytes in storage under `storage_name` (never served).
// An import job names one by id; a person keeps a few at most (the oldest go first).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_resources')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('storage_name', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('import_resources_user_idx').on('import_resources').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_resources').execute();
}
