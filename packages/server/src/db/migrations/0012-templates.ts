import type { Kysely } from 'kysely';

// Templates (contract §7): one row per file of the templates directory, kept in step with the
// files at start (templates/template-sync.ts). Each has its own preview group, which nobody is a
// member of and which the four preview reads admit anonymously (contract §1.6); the group goes
// with its template and the template with its group. `file_hash` is the SHA-256 of the file's
// bytes: an unchanged hash is how a start knows there is nothing to do.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('template_categories')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .execute();

  await db.schema
    .createTable('templates')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('icon', 'text', (col) => col.notNull())
    .addColumn('keywords', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('group_id', 'integer', (col) => col.notNull().unique().references('groups.id').onDelete('cascade'))
    .addColumn('file_hash', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('template_category_links')
    .addColumn('template_id', 'integer', (col) => col.notNull().references('templates.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('template_categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('template_category_links_pk', ['template_id', 'category_id'])
    .execute();
  // No index by category: a few dozen rows, read whole; every PostgreSQL test database runs this migration.
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('template_category_links').execute();
  await db.schema.dropTable('templates').execute();
  await db.schema.dropTable('template_categories').execute();
}
