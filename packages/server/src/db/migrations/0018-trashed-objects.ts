import { sql, type Kysely } from 'kysely';

// Issue 33: groups, databases, tables, fields and views go to the trash as a flag, not a copy. The
// object stays where it is (a field keeps its column, a table its row store) until the trash is
// emptied; the one read path of each kind leaves flagged rows out, so restoring is clearing it.
const trashable = ['groups', 'applications', 'database_tables', 'database_fields', 'views'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of trashable) {
    await db.schema
      .alterTable(table)
      .addColumn('trashed', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of trashable) await db.schema.alterTable(table).dropColumn('trashed').execute();
}
