import { execFile } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';

// Creating a cluster (initdb) runs a second, temporary PostgreSQL inside PGlite. Whatever thread
// runs it keeps about 500 MB afterwards: WebAssembly memories that only grow, and the compiler's
// freed memory still held by the allocator. A worker thread cannot hand that back to the system;
// a process that exits does. So the cluster is created by a short-lived child process, and the
// server's worker only ever opens an existing one, as on every later start.
const CREATE = 'require(process.argv[1]).PGlite.create({ dataDir: process.argv[2] }).then((db) => db.close())';

/** Creates an empty PostgreSQL cluster in `pgdata` in a child process, unless one is already there. */
export async function createClusterIfMissing(pgdata: string): Promise<void> {
  if (existsSync(join(pgdata, 'PG_VERSION'))) return;
  // Built beside its place and moved there once complete, so that a first start cut short never
  // leaves half a cluster where the next start would open it. What such starts left goes first
  // (a child outliving its server then fails on its vanished directory, never writes into ours).
  const prefix = `${basename(pgdata)}.partial-`;
  for (const name of readdirSync(dirname(pgdata))) {
    if (name.startsWith(prefix)) rmSync(join(dirname(pgdata), name), { recursive: true, force: true });
  }
  const partial = `${pgdata}.partial-${process.pid}`;
  try {
    await runInitdb(partial);
    renameSync(partial, pgdata);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`The embedded database could not be created in ${pgdata}: ${(error as Error).message}`, { cause: error });
  }
}

function runInitdb(pgdata: string): Promise<void> {
  // The package's CommonJS entry: a `node -e` script has no module to resolve an import from.
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return new Promise((resolve, reject) => {
    // The child inherits the umask, so the cluster's files are the owner's only, as the server's are.
    execFile(process.execPath, ['-e', CREATE, pglite, pgdata], { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(stderr.trim() || error.message));
      else resolve();
    });
  });
}
