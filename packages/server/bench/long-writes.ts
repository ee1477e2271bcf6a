// `npm run bench:long-writes -w @cellar/server`: how long other requests wait while a long write
// runs. Seeds a table with a text field holding numbers (100k rows by default; BENCH_ROWS takes a
// list), converts the field to number over HTTP, and meanwhile probes `GET /_health` and a grid
// window in the middle of the table. Each probe waits ~20 ms after its answer before the next, so
// probes never pile up on the embedded engine's single connection. Figures only; nothing is asserted.
import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { fieldColumnName, userTable } from '../src/database/tables/user-table-ddl.js';
import { benchAccount, startBenchServer } from './bench-server.js';
import { seedRows } from './seed.js';
import { measure, report } from './stats.js';

const sizes = (process.env.BENCH_ROWS ?? '100000').split(',').map(Number);
const server = await startBenchServer();
const { db, api } = server;

console.log(`Cellar long-writes bench on ${db.engine === 'embedded' ? 'the embedded engine (PGlite in a worker)' : 'PostgreSQL'}; sizes ${sizes.join(', ')}`);
const { token, databaseId } = await benchAccount(server);

/** Sends `request` again ~20 ms after each answer until `done` settles; answers each latency in ms. */
async function probe(done: Promise<unknown>, request: () => Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true)).catch(() => undefined);
  const latencies: number[] = [];
  while (!finished) {
    const started = performance.now();
    await request();
    latencies.push(performance.now() - started);
    await sleep(20);
  }
  return latencies;
}

function printProbe(label: string, latencies: number[]): void {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? 0;
  const max = sorted.at(-1) ?? 0;
  console.log(`${label.padEnd(58)} max ${max.toFixed(1).padStart(8)} ms   p95 ${p95.toFixed(1).padStart(8)} ms   (${sorted.length} requests)`);
}

/** A table of `size` rows whose text field "Amount" holds numbers; answers it with that field and its grid view. */
async function numbersTable(size: number) {
  const table = await api('POST', `/api/database/tables/database/${databaseId}/`, token, { name: `Long writes ${size}`, data: [['Name']], first_row_header: true });
  const [primary] = await api('GET', `/api/database/fields/table/${table.id}/`, token);
  const amount = await api('POST', `/api/database/fields/table/${table.id}/`, token, { name: 'Amount', type: 'text' });
  // Generated as numbers, stored as their text: the text column converts them back.
  await seedRows(db, table.id, [{ name: fieldColumnName(primary.id), type: 'text' }, { name: fieldColumnName(amount.id), type: 'number' }], size);
  const [view] = await api('GET', `/api/database/views/table/${table.id}/`, token);
  return { table, amount, view };
}

const toNumber = { type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 };
const elapsed = (since: number) => `${(performance.now() - since).toFixed(1).padStart(8)} ms`;

for (const size of sizes) {
  let started = performance.now();
  const { table, amount, view } = await numbersTable(size);
  console.log(`\n${size.toLocaleString('en')} rows seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const health = () => api('GET', '/_health');
  const grid = () => api('GET', `/api/database/views/grid/${view.id}/?limit=100&offset=${Math.floor(size / 2)}`, token);
  report('GET /_health, idle', await measure(20, health));
  report('grid window of 100 in the middle, idle', await measure(20, grid));

  started = performance.now();
  const conversion = api('PATCH', `/api/database/fields/${amount.id}/`, token, toNumber);
  const [healthLatencies, gridLatencies] = await Promise.all([probe(conversion, health), probe(conversion, grid), conversion]);
  console.log(`${'convert the text field to number, probed'.padEnd(58)} ${elapsed(started)}`);
  printProbe('GET /_health during the conversion', healthLatencies);
  printProbe('grid window of 100 in the middle, during the conversion', gridLatencies);
  report('grid window of 100 in the middle, after the conversion', await measure(20, grid));
  const { rows } = await sql<{ numbers: number }>`select count(${sql.ref(fieldColumnName(amount.id))})::int as numbers from ${userTable(table.id)}`.execute(db.kysely);
  console.log(`${'cells holding a number after the conversion'.padEnd(58)} ${rows[0]?.numbers.toLocaleString('en')}`);

  // The same on a fresh table with nobody else waiting: what the conversion itself costs.
  const quiet = await numbersTable(size);
  started = performance.now();
  await api('PATCH', `/api/database/fields/${quiet.amount.id}/`, token, toNumber);
  console.log(`${'convert the text field to number, alone'.padEnd(58)} ${elapsed(started)}`);
}

await server.close();
