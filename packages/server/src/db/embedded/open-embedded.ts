import { Kysely, sql } from 'kysely';
import { join } from 'node:path';
import type { Database } from '../database.js';
import type { DatabaseSchema } from '../schema.js';
import { createClusterIfMissing } from './create-cluster.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { EmbeddedDialect } from './embedded-dialect.js';
import { WorkerClient } from './worker-client.js';

/** Where an embedded database lives: a persisted data directory, or memory (optionally seeded). */
export type EmbeddedLocation = { dataDir: string } | { memory: true; seed?: Uint8Array };

/** How the embedded engine is tuned; unset fields take the defaults below. */
export interface EmbeddedSettings {
  /** PostgreSQL's shared_buffers, in MB. */
  sharedBuffersMb?: number | undefined;
}

// PGlite's memory is one WebAssembly memory that grows and never shrinks, and PostgreSQL's buffer
// pool is resident whole from the start: PostgreSQL's default of 128 MB cost ~100 MB of RSS more
// than 16 MB, idle. 16 MB hold the fixed tables and the pages a grid window touches; pages missing
// from the pool come from the OS file cache, one call each, which only shows when a query reads most
// of a big table (a count of 100k rows: 23 ms against 10; docs/configuration.md has the figures).
/** The embedded engine's shared_buffers unless EMBEDDED_SHARED_BUFFERS_MB says otherwise. */
export const defaultSharedBuffersMb = 16;

/** An embedded database, plus the cluster snapshot that test templates are made of. */
export interface EmbeddedDatabase extends Database {
  /** A tarball of the whole cluster, loadable as the `seed` of an in-memory database. */
  dump(): Promise<Uint8Array>;
}

/** Starts PGlite in a worker thread; a persisted directory is locked to this process first. */
export async function openEmbeddedDatabase(location: EmbeddedLocation, settings: EmbeddedSettings = {}): Promise<EmbeddedDatabase> {
  const sharedBuffersMb = settings.sharedBuffersMb ?? defaultSharedBuffersMb;
  const lock: DataDirLock | undefined = 'dataDir' in location ? lockDataDir(location.dataDir) : undefined;
  let worker: WorkerClient;
  try {
    if ('dataDir' in location) await createClusterIfMissing(join(location.dataDir, 'pgdata'));
    worker = await WorkerClient.start(
      'dataDir' in location
        ? { pgdata: join(location.dataDir, 'pgdata'), seed: null, sharedBuffersMb }
        : { pgdata: null, seed: location.seed ?? null, sharedBuffersMb },
    );
  } catch (error) {
    lock?.release();
    throw error;
  }
  const kysely = new Kysely<DatabaseSchema>({ dialect: new EmbeddedDialect(worker) });
  let closing: Promise<void> | undefined;
  return {
    kysely,
    engine: 'embedded',
    async ping() {
      await sql`select 1`.execute(kysely);
    },
    close() {
      closing ??= kysely.destroy().finally(() => lock?.release());
      return closing;
    },
    // Through the connection queue, so that a dump never sees half a transaction.
    dump: () => kysely.connection().execute(() => worker.dump()),
  };
}
