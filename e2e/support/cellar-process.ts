import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

/** A built Cellar started exactly as `npm start` does, on its own data directory and port. */
export interface CellarProcess {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Where template-data.ts left a migrated embedded cluster for journeys to start from. */
export const templateDataDirVariable = 'CELLAR_E2E_TEMPLATE_DATA_DIR';

/**
 * Starts `packages/server/dist/main.js` and waits until /_health answers. On the embedded engine it
 * starts from a copy of the run's migrated cluster unless `fresh` asks for a first start.
 */
export async function startCellar(env: Record<string, string> = {}, options: { fresh?: boolean; keepDataDir?: boolean } = {}): Promise<CellarProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cellar-e2e-'));
  const template = process.env[templateDataDirVariable];
  if (template && !options.fresh && !env.DATABASE_URL) cpSync(join(template, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: repoRoot,
    // The lowest password cost Cellar accepts (2^15 against production's 2^17): journeys sign up and log in dozens of
    // times, and what they check is the screens, not the hash (the server suite tests the cost).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '15', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(url, child);
  } catch (error) {
    // A server that never became healthy is not left running (and holding its port and CPU) after the journey fails.
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Cellar exited with code ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${url}/_health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('Cellar did not become healthy within 60 s');
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}
