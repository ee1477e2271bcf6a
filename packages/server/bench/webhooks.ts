// `npm run bench:webhooks -w @cellar/server`: issue 37's delivery target. Writes BENCH_WEBHOOK_RATE
// row changes per second (1,000) for BENCH_WEBHOOK_SECONDS (10) on one table with a webhook to a
// local receiver, as batches of BENCH_WEBHOOK_BATCH rows (50; one call each), and restarts the
// server halfway (a new app on the same data: the embedded engine's data directory is closed and
// opened again). Prints the rows written, the delay from each write's answer to its call's receipt
// (p50/p95/max), and the rows lost or received twice. Target: p95 ≤ 1 s, none lost or duplicated.
// Embedded by default, PostgreSQL with DATABASE_URL. Figures only; nothing is asserted.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { AppContext } from '../src/app-context.js';
import { loadConfig } from '../src/config/config.js';
import type { Database } from '../src/db/database.js';
import { openDatabase } from '../src/db/open-database.js';
import { createTestDatabase } from '../src/db/test-database.js';
import { migrateToLatest } from '../src/db/migrate.js';

const rate = Number(process.env.BENCH_WEBHOOK_RATE ?? 1_000);
const seconds = Number(process.env.BENCH_WEBHOOK_SECONDS ?? 10);
const batch = Number(process.env.BENCH_WEBHOOK_BATCH ?? 50);

// The receiver: when each row's call arrived, and how often.
const receipts = new Map<number, number[]>();
let calls = 0;
const receiver = http.createServer((request, response) => {
  const parts: Buffer[] = [];
  request.on('data', (chunk: Buffer) => parts.push(chunk));
  request.on('end', () => {
    const at = performance.now();
    calls += 1;
    const payload = JSON.parse(Buffer.concat(parts).toString('utf8')) as { items?: { id: number }[] };
    for (const { id } of payload.items ?? []) receipts.set(id, [...(receipts.get(id) ?? []), at]);
    response.writeHead(200).end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const dataDir = mkdtempSync(join(tmpdir(), 'cellar-bench-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, SECRET_KEY: randomBytes(16).toString('hex'), DATABASE_URL: process.env.DATABASE_URL, WEBHOOKS_ALLOWED_ADDRESSES: '127.0.0.1/32' }), logLevel: 'silent' };
if (config.databaseUrl) process.env.TEST_DATABASE_URL = config.databaseUrl;
let db: Database = config.databaseUrl ? await createTestDatabase({ engine: 'postgres' }) : await openDatabase({ dataDir });
await migrateToLatest(db);

async function start(): Promise<{ app: FastifyInstance; url: string; ctx: AppContext }> {
  const { app, ctx } = await buildApp({ config, db, logger: pino({ level: 'silent' }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, ctx, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

let server = await start();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function api(method: string, path: string, token?: string, body?: unknown): Promise<any> {
  const response = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

console.log(`Webhook delivery on ${db.engine === 'embedded' ? 'the embedded engine' : 'PostgreSQL'}: ${rate} row changes/s for ${seconds} s in batches of ${batch}, a restart halfway`);
const { token } = await api('POST', '/api/user/', undefined, { name: 'Bench', email: 'bench@example.com', password: 'bench bench bench', authenticate: true });
const [database] = await api('GET', '/api/applications/', token);
const table = await api('POST', `/api/database/tables/database/${database.id}/`, token, { name: 'Hooked', data: [['Name']], first_row_header: true });
const [primary] = await api('GET', `/api/database/fields/table/${table.id}/`, token);
// What the outbox costs a table without webhooks: one-row writes, alternately with the outbox and
// without it (as before webhooks), p50 and p95 of each.
const outbox = server.ctx.outbox;
const timings: Record<'with' | 'without', number[]> = { with: [], without: [] };
for (let index = 0; index < 400; index += 1) {
  const mode = index % 2 === 0 ? 'with' : 'without';
  server.ctx.outbox = mode === 'with' ? outbox : undefined;
  const sent = performance.now();
  await api('POST', `/api/database/rows/table/${table.id}/`, token, { [`field_${primary.id}`]: `probe ${index}` });
  if (index >= 40) timings[mode].push(performance.now() - sent);
}
server.ctx.outbox = outbox;
for (const mode of ['with', 'without'] as const) {
  const sorted = timings[mode].sort((a, b) => a - b);
  console.log(`one-row write, no webhook, ${mode.padEnd(7)} the outbox: p50 ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms   p95 ${sorted[Math.floor(sorted.length * 0.95)]?.toFixed(1)} ms`);
}

// BENCH_WEBHOOK_NONE=1: the same writes without a webhook, for the write rate the outbox leaves.
if (!process.env.BENCH_WEBHOOK_NONE) await api('POST', `/api/database/webhooks/table/${table.id}/`, token, { name: 'Bench', url: receiverUrl, use_user_field_names: false });

// Each written row's answer time; a batch in flight during the restart waits for the new server.
const answered = new Map<number, number>();
let restarting: Promise<void> | undefined;
let failedWrites = 0;
async function writeBatch(index: number): Promise<void> {
  await restarting;
  const items = Array.from({ length: batch }, (_, row) => ({ [`field_${primary.id}`]: `row ${index}.${row}` }));
  try {
    const answer = await api('POST', `/api/database/rows/table/${table.id}/batch/`, token, { items });
    const at = performance.now();
    for (const { id } of answer.items as { id: number }[]) answered.set(id, at);
  } catch {
    failedWrites += 1;
  }
}

const started = performance.now();
const intervalMs = (1000 * batch) / rate;
const writes: Promise<void>[] = [];
for (let index = 0; performance.now() - started < seconds * 1000; index += 1) {
  if (index === Math.floor((seconds * 1000) / intervalMs / 2)) {
    // Halfway: stop the server (its in-flight requests and calls finish), open the data again, start anew.
    restarting = (async () => {
      await server.app.close();
      if (db.engine === 'embedded') {
        await db.close();
        db = await openDatabase({ dataDir });
      }
      server = await start();
    })();
  }
  writes.push(writeBatch(index));
  const next = started + (index + 1) * intervalMs;
  await sleep(Math.max(0, next - performance.now()));
}
await Promise.all(writes);
const writtenIn = (performance.now() - started) / 1000;
const deadline = performance.now() + 30_000;
while (!process.env.BENCH_WEBHOOK_NONE && [...answered.keys()].some((id) => !receipts.has(id)) && performance.now() < deadline) await sleep(50);

const delays = [...answered].flatMap(([id, at]) => (receipts.has(id) ? [Math.max(0, (receipts.get(id)?.[0] ?? at) - at)] : [])).sort((a, b) => a - b);
const at = (q: number) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))] ?? 0;
const lost = [...answered.keys()].filter((id) => !receipts.has(id)).length;
const duplicated = [...receipts.values()].filter((times) => times.length > 1).length;
const invented = [...receipts.keys()].filter((id) => !answered.has(id)).length;
console.log(`rows written ${answered.size.toLocaleString('en')} in ${writtenIn.toFixed(1)} s (${(answered.size / writtenIn).toFixed(0)}/s), failed batch writes ${failedWrites}, calls received ${calls}`);
if (!process.env.BENCH_WEBHOOK_NONE) {
  console.log(`delay answer→receipt  p50 ${at(0.5).toFixed(0)} ms   p95 ${at(0.95).toFixed(0)} ms   max ${at(1).toFixed(0)} ms`);
  console.log(`lost ${lost}   duplicated ${duplicated}   received without a written row ${invented}`);
}

await server.app.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
receiver.close();
