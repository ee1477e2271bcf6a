import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open-database.js';

// Another Cellar process, run from sources through tsx: it opens the data directory, prints
// "opened", then closes it (or, holding, waits to be killed).
function otherProcess(dataDir: string, hold = false): { child: ChildProcess; done: Promise<{ code: number | null; output: string }> } {
  const database = new URL('../open-database.ts', import.meta.url).href;
  const script = `
    const { openDatabase } = await import(${JSON.stringify(database)});
    try {
      const db = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
      await db.ping();
      console.log('opened');
      if (${hold}) setInterval(() => {}, 1000); else await db.close();
    } catch (error) {
      console.error(error.message);
      process.exitCode = 1;
    }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
  });
  let output = '';
  const done = new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
  return { child, done };
}

// Each spawned process starts tsx and PGlite: seconds apiece, more on a busy machine.
const SPAWNING_TIMEOUT = 90_000;

function printed(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => (seen += chunk.toString()).includes(text) && resolve());
    child.on('close', () => reject(new Error(`the process ended without printing "${text}"`)));
  });
}

describe('the data directory lock', () => {
  // One directory for all: creating a cluster takes seconds, reopening it far less.
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cellar-lock-'));
    await (await openDatabase({ dataDir })).close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process while the first holds the directory, and lets it in afterwards', async () => {
    const db = await openDatabase({ dataDir });
    const refused = await otherProcess(dataDir).done;
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `Cellar's data directory ${dataDir} is in use by another Cellar process (pid ${process.pid}). ` +
        'Stop it first, or set DATA_DIR to another directory.',
    );
    await db.ping();
    await db.close();
    const admitted = await otherProcess(dataDir).done;
    expect(admitted).toMatchObject({ code: 0, output: 'opened\n' });
  }, SPAWNING_TIMEOUT);

  it('refuses a second open in the same process', async () => {
    const db = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by this Cellar process/);
    await db.close();
  });

  it('takes over a lock whose owner is gone, even one written by another machine long ago', async () => {
    const lock = join(dataDir, 'cellar.lock');
    writeFileSync(lock, JSON.stringify({ pid: 2 ** 22 + 1, host: 'elsewhere', token: 'old' }));
    const old = new Date(Date.now() - 10 * 60_000);
    utimesSync(lock, old, old);
    const db = await openDatabase({ dataDir });
    await db.close();
  });

  it('refuses a directory another machine holds right now', async () => {
    const lock = join(dataDir, 'cellar.lock');
    writeFileSync(lock, JSON.stringify({ pid: 42, host: 'other-host', token: 't' }));
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `Cellar's data directory ${dataDir} is in use by another Cellar process (pid 42 on other-host).`,
    );
    rmSync(lock);
  });

  it('does not let a killed process block the next start', async () => {
    const holder = otherProcess(dataDir, true);
    await printed(holder.child, 'opened');
    holder.child.kill('SIGKILL');
    await holder.done;
    const db = await openDatabase({ dataDir });
    await db.ping();
    await db.close();
  }, SPAWNING_TIMEOUT);
});
