// `npm run bench:row-trash -w @cellar/server` (part of `npm run bench`): issue 33's targets for rows.
// - Deleting 10,000 rows (50 batch deletes of 200, as the grid sends them) and restoring them
//   (50 trash entries through PATCH /api/trash/restore/): each ≤ 2 s on PostgreSQL, ≤ 5 s embedded.
// - A row edit with its action and history against one writing the same values (everything but the
//   action and history, which an edit changing nothing does not record): ≤ 1.2×.
// - Grid windows and counts of a table with as many rows in the trash as out of it, beside a table
//   of the same visible rows and none trashed.
// Embedded by default, PostgreSQL with DATABASE_URL; BENCH_ROWS sets the visible rows (100,000).
import { sql } from 'kysely';
import { userTable } from '../src/database/tables/user-table-ddl.js';
import { benchAccount, startBenchServer } from './bench-server.js';
import { seedRows } from './seed.js';
import { measure, measureAfter, report } from './stats.js';

const size = Number(process.env.BENCH_ROWS ?? 100_000);
const server = await startBenchServer();
const { db, api } = server;
console.log(`Rows in the trash on ${db.engine === 'embedded' ? 'the embedded engine' : 'PostgreSQL'}, ${size.toLocaleString('en')} visible rows`);
const { token, databaseId } = await benchAccount(server);

async function benchTable(name: string, rows: number) {
  const table = await api('POST', `/api/database/tables/database/${databaseId}/`, token, { name, data: [['Name']], first_row_header: true });
  const fields = [(await api('GET', `/api/database/fields/table/${table.id}/`, token))[0]];
  for (const type of ['number', 'date', 'long_text']) fields.push(await api('POST', `/api/database/fields/table/${table.id}/`, token, { name: type, type }));
  await seedRows(db, table.id, fields.map((field) => ({ name: `field_${field.id}`, type: field.type })), rows);
  const [view] = await api('GET', `/api/database/views/table/${table.id}/`, token);
  return { id: table.id as number, fields, view };
}

const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(2).padStart(8)} s`;

// Deleting and restoring 10,000 rows.
const plain = await benchTable('Plain', size);
const rowsPath = `/api/database/rows/table/${plain.id}/`;
const { results } = await api('GET', `${rowsPath}?size=1`, token);
const firstId = results[0].id as number;
const batches = Array.from({ length: 50 }, (_, b) => Array.from({ length: 200 }, (_, i) => firstId + 1_000 + b * 200 + i));
let started = performance.now();
for (const items of batches) await api('POST', `${rowsPath}batch-delete/`, token, { items });
console.log(`${'delete 10,000 rows (50 batch deletes of 200, API)'.padEnd(58)} ${seconds(started)}`);
started = performance.now();
for (const items of batches) await api('PATCH', '/api/trash/restore/', token, { trash_item_type: 'rows', trash_item_id: items[0], parent_trash_item_id: plain.id });
console.log(`${'restore them (50 trash entries, API)'.padEnd(58)} ${seconds(started)}`);
const { count } = await api('GET', `${rowsPath}?size=1`, token);
if (count !== size) throw new Error(`expected ${size} rows after restoring, counted ${count}`);

// A row edit with and without its action and history.
const spread = (i: number, shift: number) => firstId + ((((i * 7_919 + shift) % size) + size) % size);
const name = `field_${plain.fields[0].id}`;
const edit = (i: number, value: string) => api('PATCH', `${rowsPath}${spread(i, 11)}/`, token, { [name]: value });
// A first pass over the rows, untimed, so both timed passes find them in memory.
for (let i = -1; i < 50; i += 1) await edit(i, `first ${i}`);
report('row edit, recorded with its history (API)', await measure(50, (i) => edit(i, `edited ${i}`)));
// The same rows, written with the values they now hold: the same reads and write, nothing to record.
report('row edit writing the same values, nothing recorded (API)', await measure(50, (i) => edit(i, `edited ${i}`)));

// Windows and counts, with half of a table's rows in the trash.
const halfTrashed = await benchTable('Half trashed', size * 2);
await sql`update ${userTable(halfTrashed.id)} set trashed = true where id % 2 = 0`.execute(db.kysely);
// As autovacuum would after such an update on PostgreSQL.
await sql`vacuum analyze ${userTable(halfTrashed.id)}`.execute(db.kysely);
for (const [label, table] of [['none trashed', plain], ['as many again trashed', halfTrashed]] as const) {
  const grid = (offset: number, extra = '') => api('GET', `/api/database/views/grid/${table.view.id}/?limit=100&offset=${offset}${extra}`, token);
  // A count reads the table once a row was added (which forgets the cached counts), else it answers from memory.
  const added = () => api('POST', `/api/database/rows/table/${table.id}/`, token, {});
  report(`grid count after a row was added (${label})`, await measureAfter(5, added, () => api('GET', `/api/database/views/grid/${table.view.id}/?count`, token)));
  for (const [where, offset] of Object.entries({ start: 0, middle: Math.floor(size / 2), end: size - 100 })) {
    report(`grid window of 100 at the ${where} (${label})`, await measure(20, () => grid(offset)));
  }
  report(`grid windows scrolling down from the middle (${label})`, await measure(20, (i) => grid(Math.floor(size / 2) + (i + 1) * 100)));
  // A search reads every row: its count is taken again after each edit forgets it (odd ids: never trashed).
  const edited = (i: number) => api('PATCH', `/api/database/rows/table/${table.id}/${2 * i + 3}/`, token, { [`field_${table.fields[0].id}`]: `Row x${i}` });
  report(`grid search count after an edit (${label})`, await measureAfter(5, edited, () => api('GET', `/api/database/views/grid/${table.view.id}/?count&search=Row%2012`, token)));
}
await server.close();
