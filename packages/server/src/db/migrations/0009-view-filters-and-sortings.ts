import type { Kysely } from 'kysely';

// A view's filters and sortings (contract §11.2–§11.3). Both go with their view and with their
// field, so deleting either never leaves one naming something gone. One sort per field per view.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('view_filters')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('view_id', 'integer', (col) => col.notNull().references('views.id').onDelete('cascade'))
    .addColumn('field_id', 'integer', (col) => col.notNull().references('database_fields.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('view_filters_view_idx').on('view_filters').column('view_id').execute();
  await db.schema.createIndex('view_filters_field_idx').on('view_filters').column('field_id').execute();

  await db.schema
    .createTable('view_sortings')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('view_id', 'integer', (col) => col.notNull().references('views.id').onDelete('cascade'))
    .addColumn('field_id', 'integer', (col) => col.notNull().references('database_fields.id').onDelete('cascade'))
    .addColumn('order', 'text', (col) => col.notNull().defaultTo('ASC'))
    .addUniqueConstraint('view_sortings_view_field_unique', ['view_id', 'field_id'])
    .execute();
  await db.schema.createIndex('view_sortings_field_idx').on('view_sortings').column('field_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('view_sortings').execute();
  await db.schema.dropTable('view_filters').execute();
}
