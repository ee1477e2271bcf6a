import type { Kysely } from 'kysely';
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
