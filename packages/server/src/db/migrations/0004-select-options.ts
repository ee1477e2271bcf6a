import type { Kysely } from 'kysely';

// The options of single select fields. A cell stores its option's id; ids come from this table's
// sequence, so an id is never reused and a cell can never come to point at another option.
// Options go with their field.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('select_options')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('field_id', 'integer', (col) => col.notNull().references('database_fields.id').onDelete('cascade'))
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('color', 'text', (col) => col.notNull())
    .addColumn('order', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('select_options_field_idx').on('select_options').columns(['field_id', 'order']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('select_options').execute();
}
