import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A Cellar server in a process of its own, started from the sources as `npm run dev` does. */
export interface ServerProcess {
  url: string;
  /** What it printed so far, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts `src/main.ts` through tsx with the given environment (DATABASE_URL, SECRET_KEY, …) on a
 * free port, and waits until `/_health` answers. For what only several processes show: two apps
 * in one process would share its in-process locks.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'cellar-process-'));
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, () => child.exitCode, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output: () => output, stop };
}

async function waitForHealth(url: string, exitCode: () => number | null, output: () => string): Promise<void> {
  // tsx compiles the server on start: seconds, more on a busy machine.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exitCode() !== null) throw new Error(`the server process exited (${exitCode()}) before it was healthy:\n${output()}`);
    try {
      if ((await fetch(`${url}/_health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the server process was not healthy within 60 s:\n${output()}`);
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
