import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database, Engine } from './database.js';
import { openEmbeddedDatabase } from './embedded/open-embedded.js';
import { migratedTemplate } from './embedded/test-template.js';
import { migrateToLatest } from './migrate.js';
import { openPostgresDatabase } from './postgres/open-postgres.js';

/** The engines this test run covers: embedded always, PostgreSQL too when TEST_DATABASE_URL is set. */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];
}

/**
 * A fresh, migrated database for one test file, gone after close(). By default PostgreSQL when
 * TEST_DATABASE_URL is set, else in-memory PGlite in its worker.
 */
export async function createTestDatabase(options: { engine?: Engine } = {}): Promise<Database> {
  const engine = options.engine ?? (process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded');
  if (engine === 'postgres') return createPostgresTestDatabase();
  const db = await openEmbeddedDatabase({ memory: true, seed: await migratedTemplate() });
  // A no-op on a current template; it also guards against a template that missed a migration.
  await migrateToLatest(db);
  return db;
}

async function createPostgresTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: no PostgreSQL server to create a test database on.');
  const name = `cellar_test_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let db: Database;
  try {
    db = await openPostgresDatabase(url.href);
    await migrateToLatest(db);
  } catch (error) {
    await administer(serverUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    ...db,
    close() {
      closing ??= db.close().then(() => administer(serverUrl, `drop database if exists ${name} with (force)`));
      return closing;
    },
  };
}

// CREATE/DROP DATABASE cannot run inside a transaction or on the database itself, hence a
// short-lived connection to the server's own database.
async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
