import type { Kysely } from 'kysely';

// Issue 34: the formula dependency graph (ARCHITECTURE.md, computed fields). One row per edge: the
// dependant (a formula, lookup, rollup or count field) reads `dependency_id`, directly or, when
// `via_id` is set, through that link field (the dependency is then a field of the linked table).
// A reference to a name that matches no field (deleted, not yet created) is kept as
// `broken_reference_name` with no dependency, so the formula heals when a field of that name comes.
// Edges go with either field: recompute walks dependency → dependants, and a formula's own edges
// are replaced by dependant, so both directions are indexed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('database_field_dependencies')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('dependant_id', 'integer', (col) => col.notNull().references('database_fields.id').onDelete('cascade'))
    .addColumn('dependency_id', 'integer', (col) => col.references('database_fields.id').onDelete('cascade'))
    .addColumn('via_id', 'integer', (col) => col.references('database_fields.id').onDelete('cascade'))
    .addColumn('broken_reference_name', 'text')
    .execute();
  await db.schema.createIndex('database_field_dependencies_dependant_idx').on('database_field_dependencies').column('dependant_id').execute();
  await db.schema.createIndex('database_field_dependencies_dependency_idx').on('database_field_dependencies').column('dependency_id').execute();
  await db.schema.createIndex('database_field_dependencies_via_idx').on('database_field_dependencies').column('via_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('database_field_dependencies').execute();
}
