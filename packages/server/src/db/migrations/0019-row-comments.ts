import { sql, type Kysely } from 'kysely';

// Row comments (issue 33, Baserow premium's RowComment). A comment names its table and the row's id;
// rows live in per-table stores, so no foreign key reaches the row: a row deleted for good leaves
// its comments unread (every read first checks the row exists). Deleting the table for good removes
// its comments by cascade; a table only in the trash keeps its row in `database_tables`, and them.
// `message` is the editor's ProseMirror JSON; `edited` is set by an edit, as `updated_on` moves.
// The list reads a row's comments newest first by id: the index (table_id, row_id, id) serves it,
// and the grid's count per row of a window.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('row_comments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('table_id', 'integer', (col) => col.notNull().references('database_tables.id').onDelete('cascade'))
    .addColumn('row_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('message', 'jsonb', (col) => col.notNull())
    .addColumn('mentions', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('edited', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('row_comments_table_row_idx').on('row_comments').columns(['table_id', 'row_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('row_comments').execute();
}
