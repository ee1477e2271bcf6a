import { Kysely, sql } from 'kysely';
import { join } from 'node:path';
import type { Database } from '../database.js';
import type { DatabaseSchema } from '../schema.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { EmbeddedDialect } from './embedded-dialect.js';
import { WorkerClient } from './worker-client.js';

/** Where an embedded database lives: a persisted data directory, or memory (optionally seeded). */
export type EmbeddedLocation = { dataDir: string } | { memory: true; seed?: Uint8Array };

/** An embedded database, plus the cluster snapshot that test templates are made of. */
export interface EmbeddedDatabase extends Database {
  /** A tarball of the whole cluster, loadable as the `seed` of an in-memory database. */
  dump(): Promise<Uint8Array>;
}

/** Starts PGlite in a worker thread; a persisted directory is locked to this process first. */
export async function openEmbeddedDatabase(location: EmbeddedLocation): Promise<EmbeddedDatabase> {
  const lock: DataDirLock | undefined = 'dataDir' in location ? lockDataDir(location.dataDir) : undefined;
  let worker: WorkerClient;
  try {
    worker = await WorkerClient.start(
      'dataDir' in location
        ? { pgdata: join(location.dataDir, 'pgdata'), seed: null }
        : { pgdata: null, seed: location.seed ?? null },
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
