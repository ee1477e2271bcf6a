import { sql, type Kysely } from 'kysely';

// Issue 30, point 4: uploads count against their uploader's storage quota (summed by uploader),
// and files no cell refers to are deleted once nobody has uploaded or used them for a while
// (`last_used_at`: set on upload, on an upload that found the same file, and when a cell takes
// it). `uploaded_at` is shown to clients and stays the first upload's time.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user_files')
    .addColumn('last_used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_files_uploaded_by_idx').on('user_files').column('uploaded_by_id').execute();
  await db.schema.createIndex('user_files_last_used_idx').on('user_files').column('last_used_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_files_last_used_idx').execute();
  await db.schema.dropIndex('user_files_uploaded_by_idx').execute();
  await db.schema.alterTable('user_files').dropColumn('last_used_at').execute();
}
