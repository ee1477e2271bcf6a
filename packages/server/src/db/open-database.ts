import type { Database } from './database.js';
import { openEmbeddedDatabase } from './embedded/open-embedded.js';
import { openPostgresDatabase, type PostgresTimeouts } from './postgres/open-postgres.js';

// Apart from database.ts so that the engines can import the Database interface without an
// import cycle back through the function that chooses between them.

/** Where the data lives: a PostgreSQL server when `databaseUrl` is set, else PGlite under `dataDir`. */
export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Embedded only: keep everything in memory and leave `dataDir` untouched (tests). */
  memory?: boolean;
  /** Embedded only: its page cache in MB (PostgreSQL's shared_buffers); 16 by default. */
  sharedBuffersMb?: number;
  /** PostgreSQL only: how long to wait for a connection and a statement. */
  timeouts?: PostgresTimeouts;
}

/** Opens the database the configuration points to; the embedded one persists under `<dataDir>/pgdata`. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl, options.timeouts);
  return openEmbeddedDatabase(options.memory ? { memory: true } : { dataDir: options.dataDir }, { sharedBuffersMb: options.sharedBuffersMb });
}
