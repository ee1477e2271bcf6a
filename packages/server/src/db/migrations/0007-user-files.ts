import { sql, type Kysely } from 'kysely';

// Uploaded files (contract §4). The bytes live in the media storage under `name`; a row is only
// written once they are stored. The same content with the same (truncated) original name is
// stored once: the unique index makes a second upload find the first, even when both race.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_files')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('sha256_hash', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('is_image', 'boolean', (col) => col.notNull())
    .addColumn('image_width', 'integer')
    .addColumn('image_height', 'integer')
    .addColumn('uploaded_by_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_files_original_name_sha256_idx').on('user_files').columns(['original_name', 'sha256_hash']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_files').execute();
}
