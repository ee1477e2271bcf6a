import { sql, type Kysely } from 'kysely';

// Text sorts compare under ICU's root collation, "und-x-icu" (issue 31; database/fields/types/text-sort.ts).
// A PostgreSQL built without ICU has no such collation: it is refused here, by name, rather than by
// every sorted read later. Sort indexes made before compared text by its bytes; the names of new ones
// carry the version of their expression (views/sort-indexes.ts), so the old ones would never be used
// again and only slow writes down: they are dropped, and each view builds its index again on its
// next read.

const collation = 'und-x-icu';

export async function up(db: Kysely<unknown>): Promise<void> {
  const found = await sql`select 1 from pg_collation where collname = ${collation}`.execute(db);
  if (found.rows.length === 0) {
    throw new Error(`PostgreSQL has no ICU collation "${collation}", which Cellar sorts text with: use a PostgreSQL built with ICU (the default since PostgreSQL 16, and in Debian's and the official images' packages before)`);
  }
  const old = await sql<{ name: string }>`select indexname as name from pg_indexes
    where schemaname = current_schema() and tablename like ${'database\\_table\\_%'} and indexname ~ ${'^sort_[0-9]+_[0-9a-f]{16}$'}`.execute(db);
  for (const { name } of old.rows) await sql`drop index if exists ${sql.id(name)}`.execute(db);
}

// Nothing to undo: sort indexes are built again on demand, whatever their expression.
export async function down(): Promise<void> {}
