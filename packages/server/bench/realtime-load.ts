/**
 * Live collaboration under load (issue 13): 200 WebSockets on one table's page while 50 row edits
 * a second arrive for 60 s, first on one server process, then on two processes that share
 * PostgreSQL and Redis. Prints p50/p95/max from each REST answer to delivery on every socket, and
 * counts events lost or delivered twice (both must be 0). Loopback only; the servers run as child
 * processes, so the sockets' bookkeeping does not slow the server it measures.
 *
 *   npm run bench:realtime -w @cellar/server                       one process, embedded engine
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:realtime -w @cellar/server
 *                                                                  one and two processes on PostgreSQL
 * REALTIME_SOCKETS, REALTIME_EDITS_PER_SECOND and REALTIME_SECONDS change the load; REDIS_URL the Redis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from './free-port.js';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import WebSocket from 'ws';

const sockets = Number(process.env.REALTIME_SOCKETS ?? 200);
const editsPerSecond = Number(process.env.REALTIME_EDITS_PER_SECOND ?? 50);
const seconds = Number(process.env.REALTIME_SECONDS ?? 60);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const postgresUrl = process.env.DATABASE_URL;
const serverDir = resolve(import.meta.dirname, '..');

interface Server {
  url: string;
  process: ChildProcess;
}

// One Cellar process from source, as `npm run dev` starts it, on its own port.
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${url}/_health`).then((answer) => answer.ok, () => false)) return { url, process: child };
    await sleep(200);
  }
  throw new Error('server did not become healthy');
}

async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((done) => server.process.once('exit', done));
  server.process.kill('SIGTERM');
  await exited;
}

async function api<T>(url: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A subscribed socket that notes when each edit's event reached it. */
class Listener {
  readonly arrivals = new Map<string, number[]>();
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; row?: Record<string, unknown> };
      if (message.type !== 'row_updated' || !message.row) return;
      const mark = Object.values(message.row).find((value) => typeof value === 'string' && value.startsWith('edit-')) as string | undefined;
      if (mark) this.arrivals.set(mark, [...(this.arrivals.get(mark) ?? []), performance.now()]);
    });
  }

  static async open(url: string, token: string, tableId: number): Promise<Listener> {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws/core/?jwt_token=${token}`);
    const joined = new Promise<void>((done, fail) => {
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string; success?: boolean };
        if (message.type === 'authentication' && !message.success) fail(new Error('socket refused'));
        if (message.type === 'authentication') socket.send(JSON.stringify({ page: 'table', table_id: tableId }));
        if (message.type === 'page_add') done();
      });
      socket.once('error', fail);
    });
    const listener = new Listener(socket);
    await joined;
    return listener;
  }

  close(): void {
    this.socket.close();
  }
}

async function run(label: string, servers: Server[]): Promise<void> {
  const [first] = servers;
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const { token } = await api<{ token: string }>(first!.url, null, 'POST', '/user/', { name: 'Bench', email, password: 'bench password 1', authenticate: true });
  const [database] = await api<{ id: number }[]>(first!.url, token, 'GET', '/applications/');
  const table = await api<{ id: number }>(first!.url, token, 'POST', `/database/tables/database/${database!.id}/`, {
    name: 'Load',
    data: [['Name'], ...Array.from({ length: 20 }, (_, index) => [`Row ${index}`])],
    first_row_header: true,
  });
  const [field] = await api<{ id: number }[]>(first!.url, token, 'GET', `/database/fields/table/${table.id}/`);
  const rows = (await api<{ results: { id: number }[] }>(first!.url, token, 'GET', `/database/rows/table/${table.id}/?size=20`)).results;

  // Sockets are spread over the processes, as a load balancer would.
  const listeners: Listener[] = [];
  for (let index = 0; index < sockets; index += 1) listeners.push(await Listener.open(servers[index % servers.length]!.url, token, table.id));

  const sentAt = new Map<string, number>();
  const answeredAt = new Map<string, number>();
  const total = editsPerSecond * seconds;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let edit = 0; edit < total; edit += 1) {
    const due = started + (edit * 1000) / editsPerSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const mark = `edit-${edit}`;
    const server = servers[edit % servers.length]!;
    const row = rows[edit % rows.length]!;
    sentAt.set(mark, performance.now());
    inFlight.push(
      api(server.url, token, 'PATCH', `/database/rows/table/${table.id}/${row.id}/`, { [`field_${field!.id}`]: mark }).then(() => {
        answeredAt.set(mark, performance.now());
      }),
    );
  }
  await Promise.all(inFlight);
  // Stragglers get two seconds to arrive before they count as lost.
  await sleep(2000);

  // From the REST answer (negative: the event was on the socket before the answer reached the
  // client, which is usual since events go out at commit), and from the moment the edit was sent.
  const afterAnswer: number[] = [];
  const afterSend: number[] = [];
  const rest: number[] = [];
  let lost = 0;
  let duplicated = 0;
  for (const [mark, answered] of answeredAt) {
    rest.push(answered - sentAt.get(mark)!);
    for (const listener of listeners) {
      const arrivals = listener.arrivals.get(mark) ?? [];
      if (arrivals.length === 0) lost += 1;
      if (arrivals.length > 1) duplicated += arrivals.length - 1;
      const [arrived] = arrivals;
      if (arrived === undefined) continue;
      afterAnswer.push(arrived - answered);
      afterSend.push(arrived - sentAt.get(mark)!);
    }
  }
  for (const listener of listeners) listener.close();
  const elapsed = (performance.now() - started) / 1000;
  console.log(`${label}: ${answeredAt.size} edits × ${sockets} sockets in ${elapsed.toFixed(1)} s, lost ${lost}, duplicated ${duplicated}`);
  console.log(`  REST PATCH round trip              ${percentiles(rest)}`);
  console.log(`  delivery after the REST answer     ${percentiles(afterAnswer)}`);
  console.log(`  delivery after the edit was sent   ${percentiles(afterSend)}`);
}

function percentiles(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1).padStart(7);
  return `p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   max ${at(1)} ms`;
}

// A database of its own on the PostgreSQL server named by DATABASE_URL, dropped afterwards.
async function withPostgresDatabase(task: (url: string) => Promise<void>): Promise<void> {
  const name = `cellar_realtime_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: postgresUrl, max: 1 }) }) });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  try {
    await task(url.toString());
  } finally {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
    await admin.destroy();
  }
}

async function main(): Promise<void> {
  const secret = randomBytes(32).toString('hex');
  // Benches sign up and edit far more than a person does, and stand in for many people with one account's sockets.
  const roomy = { SIGNUP_RATE_LIMIT: '1000', SECRET_KEY: secret, WS_SOCKETS_PER_USER: String(sockets) };
  console.log(`Realtime load: ${sockets} sockets on one table, ${editsPerSecond} row edits/s for ${seconds} s`);
  if (!postgresUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'cellar-realtime-bench-'));
    const server = await startServer({ ...roomy, DATA_DIR: dataDir });
    try {
      await run('one process, embedded engine', [server]);
    } finally {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.log('Two processes need PostgreSQL: set DATABASE_URL to run them (with Redis at REDIS_URL).');
    return;
  }
  await withPostgresDatabase(async (databaseUrl) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cellar-realtime-bench-'));
    const env = { ...roomy, DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    try {
      const alone = await startServer(env);
      await run('one process, PostgreSQL', [alone]).finally(() => stopServer(alone));
      // The first migrates; the second starts on the migrated database.
      const first = await startServer({ ...env, REDIS_URL: redisUrl });
      const second = await startServer({ ...env, REDIS_URL: redisUrl }).catch(async (error: unknown) => {
        await stopServer(first);
        throw error;
      });
      await run('two processes, PostgreSQL + Redis', [first, second]).finally(() => Promise.all([stopServer(first), stopServer(second)]));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

await main();
