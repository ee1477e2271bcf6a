// `npm run bench:memory -w @cellar/server` (also part of `npm run bench`): the memory of Cellar on
// its embedded engine, as `npm start` runs it. Starts the built server (packages/server/dist) as a
// child process on a fresh data directory, which creates the cluster and migrates it, and reads
// its resident memory (VmRSS, and the peak VmHWM, from /proc) once it answers and after a while
// idle; then stops it and starts it again on the same directory. The cluster is created by a
// short-lived child process of the server, whose peak is printed apart. Figures only; nothing is asserted.
// MEMORY_IDLE_SECONDS (10) sets the idle wait. Linux only.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from './free-port.js';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const idleSeconds = Number(process.env.MEMORY_IDLE_SECONDS ?? 10);
const main = resolve(import.meta.dirname, '../dist/main.js');

interface Started {
  child: ChildProcess;
  seconds: number;
  /** The highest peak seen of the server's child processes (the one that creates the cluster), in MB, sampled every 100 ms. */
  childPeak: number;
}

// The embedded engine whatever the caller's environment says: no PostgreSQL, no Redis.
async function start(dataDir: string): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  let childPeak = 0;
  for (let waited = 0; waited < 300_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    childPeak = Math.max(childPeak, ...childrenOf(child.pid!).map((pid) => memory(pid).peak));
    if (await fetch(`http://127.0.0.1:${port}/_health`).then((answer) => answer.ok, () => false)) {
      return { child, seconds: (performance.now() - started) / 1000, childPeak };
    }
    await sleep(100);
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /_health within 5 minutes');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

// Each thread lists the children it started; the server starts its own from the main thread.
function childrenOf(pid: number): number[] {
  try {
    const threads = readdirSync(`/proc/${pid}/task`);
    return threads.flatMap((thread) => readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

/** Resident and peak resident memory of a process, in MB (0 once it is gone). */
function memory(pid: number): { rss: number; peak: number } {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return { rss: 0, peak: 0 };
  }
  // A process that has exited but not been reaped yet (a zombie) has no memory lines.
  const kilobytes = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kilobytes('VmRSS') / 1024, peak: kilobytes('VmHWM') / 1024 };
}

function report(label: string, figures: { rss: number; peak: number }, note = ''): void {
  console.log(`${label.padEnd(58)} RSS ${figures.rss.toFixed(0).padStart(5)} MB   peak ${figures.peak.toFixed(0).padStart(5)} MB${note}`);
}

async function measure(dataDir: string, label: string): Promise<void> {
  const { child, seconds, childPeak } = await start(dataDir);
  try {
    report(`${label}: once it answers`, memory(child.pid!), `   (after ${seconds.toFixed(1)} s)`);
    if (childPeak > 0) console.log(`${'  its child process that created the cluster'.padEnd(58)}                peak ${childPeak.toFixed(0).padStart(5)} MB`);
    await sleep(idleSeconds * 1000);
    report(`${label}: after ${idleSeconds} s idle`, memory(child.pid!));
  } finally {
    await stop(child);
  }
}

if (!existsSync('/proc/self/status')) {
  console.log('Embedded engine memory: skipped, it reads /proc (Linux only).');
} else if (!existsSync(main)) {
  console.log(`Embedded engine memory: skipped, ${main} is missing; run \`npm run build\` first.`);
} else {
  console.log('Embedded engine memory: the built server (`npm start`) on a fresh data directory');
  const dataDir = mkdtempSync(join(tmpdir(), 'cellar-memory-bench-'));
  try {
    await measure(dataDir, 'first start (new cluster, migrations)');
    await measure(dataDir, 'restart on the same data');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
