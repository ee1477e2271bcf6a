import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startCellar, templateDataDirVariable } from './cellar-process.js';

// Vitest global setup of the browser journeys. A first start on an empty data directory creates the
// embedded cluster and migrates it: about 3 s of CPU more than a restart, once per journey file. It
// is done once here; every journey but the newcomer's (which keeps the real first start) starts
// Cellar on a copy of this cluster, as if restarted. Only the cluster is kept: each copy makes its
// own secret key.
export default async function prepareTemplateData(): Promise<() => void> {
  const cellar = await startCellar({}, { fresh: true, keepDataDir: true });
  await cellar.stop();
  for (const name of readdirSync(cellar.dataDir)) {
    if (name !== 'pgdata') rmSync(join(cellar.dataDir, name), { recursive: true, force: true });
  }
  process.env[templateDataDirVariable] = cellar.dataDir;
  return () => rmSync(cellar.dataDir, { recursive: true, force: true });
}
