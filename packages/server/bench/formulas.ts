// `npm run bench:formulas -w @cellar/server` (part of `npm run bench`): issue 34's targets.
// - Adding a formula field to a table of BENCH_ROWS rows (1,000,000 for the target; 100,000 by
//   default): ≤ 15 s on PostgreSQL, ≤ 45 s embedded, with GET /_health probed meanwhile (≤ 200 ms).
// - Editing a cell that three formulas and a rollup over 1,000 linked rows read, against the same
//   edit of a table without them: ≤ 2×.
// - Grid windows of a table with five formula and lookup columns against the same table without
//   them: ≤ 1.2×, at the start, the middle and the end.
// Embedded by default, PostgreSQL with DATABASE_URL. Figures only; nothing is asserted.
import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { fieldColumnName } from '../src/database/tables/user-table-ddl.js';
import { benchAccount, startBenchServer } from './bench-server.js';
import { seedRows } from './seed.js';
import { measure, report } from './stats.js';

const size = Number(process.env.BENCH_ROWS ?? 100_000);
const server = await startBenchServer();
const { db, api } = server;
console.log(`Formulas on ${db.engine === 'embedded' ? 'the embedded engine (PGlite in a worker)' : 'PostgreSQL'}, ${size.toLocaleString('en')} rows`);
const { token, databaseId } = await benchAccount(server);

const post = (path: string, body: unknown) => api('POST', path, token, body);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2).padStart(8)} s`;

/** A table of `rows` rows with a text primary, a number and a date; answers it, its fields and its grid view. */
async function benchTable(name: string, rows: number) {
  const table = await post(`/api/database/tables/database/${databaseId}/`, { name, data: [['Name']], first_row_header: true });
  const [primary] = await api('GET', `/api/database/fields/table/${table.id}/`, token);
  const amount = await post(`/api/database/fields/table/${table.id}/`, { name: 'Amount', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 });
  const day = await post(`/api/database/fields/table/${table.id}/`, { name: 'Day', type: 'date' });
  await seedRows(db, table.id, [{ name: fieldColumnName(primary.id), type: 'text' }, { name: fieldColumnName(amount.id), type: 'number' }, { name: fieldColumnName(day.id), type: 'date' }], rows);
  const [view] = await api('GET', `/api/database/views/table/${table.id}/`, token);
  return { id: table.id as number, primary, amount, day, view };
}

/** Sends `request` again ~20 ms after each answer until `done` settles; answers the slowest and the count. */
async function probe(done: Promise<unknown>, request: () => Promise<unknown>): Promise<{ max: number; count: number }> {
  let finished = false;
  void done.finally(() => (finished = true)).catch(() => undefined);
  let max = 0;
  let count = 0;
  while (!finished) {
    const started = performance.now();
    await request();
    max = Math.max(max, performance.now() - started);
    count += 1;
    await sleep(20);
  }
  return { max, count };
}

// 1. Adding a formula field to a big table, /_health probed meanwhile.
let started = performance.now();
const big = await benchTable('Formula fill', size);
console.log(`${size.toLocaleString('en')} rows seeded in ${seconds(started)}`);
started = performance.now();
const adding = post(`/api/database/fields/table/${big.id}/`, { name: 'Total', type: 'formula', formula: "field('Amount') * 1.2 + 1" });
const [health] = await Promise.all([probe(adding, () => api('GET', '/_health')), adding]);
console.log(`${'add a formula field (fill every row, API)'.padEnd(58)} ${seconds(started)}`);
console.log(`${'GET /_health while it fills'.padEnd(58)} max ${health.max.toFixed(1).padStart(8)} ms   (${health.count} requests)`);

// 2. A cell edit read by three formulas and a rollup over 1,000 linked rows, against the same edit
// of the same linked tables before they were added.
const invoices = await benchTable('Invoices', 10_000);
const projects = await benchTable('Projects', 10_000);
const link = await post(`/api/database/fields/table/${projects.id}/`, { name: 'Invoices', type: 'link_row', link_row_table: invoices.id });
const firstInvoice = (await api('GET', `/api/database/rows/table/${invoices.id}/?size=1`, token)).results[0].id as number;
const firstProject = (await api('GET', `/api/database/rows/table/${projects.id}/?size=1`, token)).results[0].id as number;
// Project 1 links invoices 1–1,000: each invoice edited is one of them.
await api('PATCH', `/api/database/rows/table/${projects.id}/${firstProject}/`, token, { [`field_${link.id}`]: Array.from({ length: 1_000 }, (_, i) => firstInvoice + i) });
const edit = (i: number) => api('PATCH', `/api/database/rows/table/${invoices.id}/${firstInvoice + ((i * 37 + 100) % 1_000)}/`, token, { [`field_${invoices.amount.id}`]: ((i + 1) % 500) + 0.25 });
report('cell edit of a linked invoice, nothing reads it (API)', await measure(50, edit));
for (const [name, formula] of [['Net', "field('Amount') * 0.8"], ['Gross', "field('Amount') * 1.2"], ['Label', "concat('Invoice ', totext(field('Amount')))"]]) {
  await post(`/api/database/fields/table/${invoices.id}/`, { name, type: 'formula', formula });
}
await post(`/api/database/fields/table/${projects.id}/`, { name: 'Invoiced', type: 'rollup', through_field_id: link.id, target_field_id: invoices.amount.id, rollup_function: 'sum' });
report('the same, read by 3 formulas + a rollup of 1,000 rows (API)', await measure(50, edit));

// 3. Grid windows with five formula and lookup columns against the same table without them.
const windowsPlain = await benchTable('Windows without formulas', size);
const windowsComputed = await benchTable('Windows with formulas', size);
const other = await benchTable('Linked', 1_000);
const wlink = await post(`/api/database/fields/table/${windowsComputed.id}/`, { name: 'Linked', type: 'link_row', link_row_table: other.id });
void wlink;
await post(`/api/database/fields/table/${windowsPlain.id}/`, { name: 'Linked', type: 'link_row', link_row_table: other.id });
for (const [name, formula] of [['F1', "field('Amount') * 2"], ['F2', "upper(field('Name'))"], ['F3', "field('Amount') > 500"], ['F4', "concat(field('Name'), '-', totext(field('Amount')))"]]) {
  await post(`/api/database/fields/table/${windowsComputed.id}/`, { name, type: 'formula', formula });
}
await post(`/api/database/fields/table/${windowsComputed.id}/`, { name: 'L1', type: 'lookup', through_field_id: wlink.id, target_field_id: other.amount.id });
// As autovacuum would on PostgreSQL after the fills' updates of every row (the embedded engine has none).
for (const table of [windowsPlain, windowsComputed]) await sql`vacuum analyze ${sql.table(`database_table_${table.id}`)}`.execute(db.kysely);
for (const [label, table] of [['without formulas', windowsPlain], ['with 5 formula/lookup columns', windowsComputed]] as const) {
  const grid = (offset: number) => api('GET', `/api/database/views/grid/${table.view.id}/?limit=100&offset=${offset}`, token);
  for (const [where, offset] of Object.entries({ start: 0, middle: Math.floor(size / 2), end: size - 100 })) {
    report(`grid window of 100 at the ${where} (${label})`, await measure(20, () => grid(offset)));
  }
}
await server.close();
