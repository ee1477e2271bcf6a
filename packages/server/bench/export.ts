// `npm run bench:export -w @cellar/server`: issue 35's export targets. Exports a table of BENCH_ROWS
// rows (1,000,000 by default) × 10 columns (text, numbers, a boolean, a date, long text, an email, a
// URL) as CSV, XLSX and JSON through the API, as a person would: POST the export, follow the job,
// while GET /_health is probed every ~20 ms and the process's memory sampled. Prints the seconds,
// the RSS growth (this process holds the server), /_health's 99th percentile and slowest, and the
// load average at the end (others' work on the machine slows every figure) for each. Targets: CSV
// ≤ 20 s on PostgreSQL, ≤ 40 s embedded; XLSX ≤ 60 s; memory growth < 200 MB; /_health ≤ 200 ms.
// Embedded by default, PostgreSQL with DATABASE_URL. Figures only; nothing is asserted.
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fieldColumnName } from '../src/database/tables/user-table-ddl.js';
import { benchAccount, startBenchServer } from './bench-server.js';
import { seedRows } from './seed.js';

const size = Number(process.env.BENCH_ROWS ?? 1_000_000);
const formats = (process.env.BENCH_EXPORT_FORMATS ?? 'csv,excel,json').split(',');
const server = await startBenchServer();
const { db, api } = server;
console.log(`Export on ${db.engine === 'embedded' ? 'the embedded engine (PGlite in a worker)' : 'PostgreSQL'}, ${size.toLocaleString('en')} rows × 10 columns`);
const { token, databaseId } = await benchAccount(server);

const columnTypes = ['number', 'number', 'boolean', 'date', 'long_text', 'email', 'url', 'text', 'text'];
let started = performance.now();
const table = await api('POST', `/api/database/tables/database/${databaseId}/`, token, { name: 'Export', data: [['Name']], first_row_header: true });
const [primary] = await api('GET', `/api/database/fields/table/${table.id}/`, token);
const columns = [{ name: fieldColumnName(primary.id), type: 'text' }];
for (const [index, type] of columnTypes.entries()) {
  const extra = type === 'number' ? { number_type: 'DECIMAL', number_decimal_places: 2 } : {};
  const field = await api('POST', `/api/database/fields/table/${table.id}/`, token, { name: `Column ${index + 2}`, type, ...extra });
  columns.push({ name: fieldColumnName(field.id), type });
}
await seedRows(db, table.id, columns, size);
console.log(`${size.toLocaleString('en')} rows seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

// Sends GET /_health ~20 ms after each answer until `done` settles; answers the 99th percentile and the slowest.
async function probeHealth(done: Promise<unknown>): Promise<{ p99: number; max: number }> {
  let finished = false;
  void done.finally(() => (finished = true)).catch(() => undefined);
  const times: number[] = [];
  while (!finished) {
    const sent = performance.now();
    await fetch(`${server.url}/_health`).then((answer) => answer.arrayBuffer());
    times.push(performance.now() - sent);
    await sleep(20);
  }
  times.sort((a, b) => a - b);
  return { p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0, max: times[times.length - 1] ?? 0 };
}

// Follows a job every 200 ms until it ends; throws unless it finished.
async function finished(jobId: number): Promise<void> {
  for (;;) {
    const job = await api('GET', `/api/database/export/${jobId}/`, token);
    if (job.state === 'finished') return;
    if (job.state === 'failed' || job.state === 'cancelled') throw new Error(`export ${jobId} ${job.state}: ${JSON.stringify(job)}`);
    await sleep(200);
  }
}

for (const format of formats) {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  started = performance.now();
  const job = await api('POST', `/api/database/export/table/${table.id}/`, token, { exporter_type: format });
  const done = finished(job.id);
  const [health] = await Promise.all([probeHealth(done), done]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `${format.padEnd(6)} ${seconds.toFixed(1).padStart(7)} s   RSS +${((peak - rssBefore) / 1024 ** 2).toFixed(0).padStart(4)} MB   /_health p99 ${health.p99.toFixed(0).padStart(5)} ms, max ${health.max.toFixed(0).padStart(5)} ms   load ${loadavg()[0]!.toFixed(1)}`,
  );
}
await server.close();
