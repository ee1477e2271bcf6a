import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import type { Database } from '../src/db/database.js';
import { openDatabase } from '../src/db/open-database.js';
import { createTestDatabase } from '../src/db/test-database.js';
import { migrateToLatest } from '../src/db/migrate.js';

/** A bench's server on a free port, over a fresh database of the engine in use. */
export interface BenchServer {
  db: Database;
  /** The server's base URL, for requests whose refusal is the point. */
  url: string;
  /** Calls the API and answers the body (parsed when JSON); a 4xx or 5xx answer throws. */
  api(method: string, path: string, token?: string, body?: unknown): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Resolves once the sort indexes asked for are built. */
  sortIndexesBuilt(): Promise<void>;
  /** Resolves once the walks of sorted orders under way are done. */
  sortedOrdersWalked(): Promise<void>;
  /** Stops the server, closes the database and removes the data directory. */
  close(): Promise<void>;
}

/**
 * Starts Cellar on the embedded engine in a temporary data directory, or on PostgreSQL when
 * DATABASE_URL is set (in a database of its own, created now and dropped by close()). `env`
 * adds environment variables to the configuration (rate limits, quotas).
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cellar-bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, SECRET_KEY: randomBytes(16).toString('hex'), DATABASE_URL: process.env.DATABASE_URL, ...env }), logLevel: 'silent' };
  if (config.databaseUrl) process.env.TEST_DATABASE_URL = config.databaseUrl;
  const db = config.databaseUrl ? await createTestDatabase({ engine: 'postgres' }) : await openDatabase({ dataDir });
  await migrateToLatest(db);
  const { app, services } = await buildApp({ config, db, logger: pino({ level: 'silent' }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return {
    db,
    url: base,
    async api(method, path, token, body) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      if (response.status === 204) return undefined;
      return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
    },
    sortIndexesBuilt: () => services.sortIndexes.settled(),
    sortedOrdersWalked: () => services.rowReader.walksSettled(),
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the bench's account up; answers its token and its personal database. */
export async function benchAccount(server: BenchServer): Promise<{ token: string; databaseId: number }> {
  const { token } = await server.api('POST', '/api/user/', undefined, { name: 'Bench', email: 'bench@example.com', password: 'bench bench bench', authenticate: true });
  const [database] = await server.api('GET', '/api/applications/', token);
  return { token, databaseId: database.id };
}
