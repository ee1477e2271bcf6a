import { build } from 'esbuild';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Vitest global setup of the server project. Each embedded test database runs PGlite in a worker
// thread, which from sources had to register tsx first: over a second per database. The worker is
// bundled to one JavaScript file per run instead, and worker-client.ts starts that file. The bundle
// sits under the repository's node_modules so that it still resolves PGlite from there.
const repoRoot = resolve(import.meta.dirname, '../../../..');

export default async function bundleEmbeddedWorker(): Promise<() => void> {
  const dir = join(repoRoot, 'node_modules', '.cache', 'cellar-tests');
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `embedded-worker-${process.pid}.mjs`);
  await build({
    entryPoints: [resolve(import.meta.dirname, '../../src/db/embedded/worker.ts')],
    outfile,
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'error',
  });
  // Read by worker-client.ts; the test files' processes inherit it.
  process.env.CELLAR_EMBEDDED_WORKER_BUNDLE = outfile;
  return () => rmSync(outfile, { force: true });
}
