import type { Kysely } from 'kysely';
import { openEmbeddedDatabase } from './embedded/open-embedded.js';
import { openPostgresDatabase } from './postgres/open-postgres.js';
import type { DatabaseSchema } from './schema.js';

/** Which SQL engine serves the queries: PGlite in a worker thread, or a PostgreSQL server. */
export type Engine = 'embedded' | 'postgres';

/** The one handle services and routes use to reach the database, whatever the engine. */
export interface Database {
  kysely: Kysely<DatabaseSchema>;
  engine: Engine;
  /** Resolves when the database answers a trivial query (GET /_health). */
  ping(): Promise<void>;
  /** Lets queued and running queries finish, then stops the engine and releases the data directory. */
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL server when `databaseUrl` is set, else PGlite under `dataDir`. */
export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Embedded only: keep everything in memory and leave `dataDir` untouched (tests). */
  memory?: boolean;
}

/** Opens the database the configuration points to; the embedded one persists under `<dataDir>/pgdata`. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl);
  return options.memory ? openEmbeddedDatabase({ memory: true }) : openEmbeddedDatabase({ dataDir: options.dataDir });
}
