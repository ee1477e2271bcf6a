import { Migrator, type MigrationResult } from 'kysely';
import type { Database } from './database.js';
import { migrations } from './migrations/index.js';

/** Brings the fixed tables up to the newest migration; running it again does nothing. */
export async function migrateToLatest(db: Database): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
  });
  // On PostgreSQL, Kysely takes an advisory lock, so servers starting together migrate once.
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const name = failed ? `migration ${failed.migrationName}` : 'migrations';
    throw new Error(`The database ${name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return results;
}
