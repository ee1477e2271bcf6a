// `npm run bench:system-fields -w @cellar/server`: a row edit on a 1M-row table, then the five
// read-only types of issue 32 (created_on, last_modified, created_by, last_modified_by, autonumber)
// added to it, and grid windows with them. The issue's targets: a row edit within 1.2× of before
// system columns (run this file with SYSTEM_FIELDS=0 at a commit before them to compare), windows
// ≤ 50 ms at any offset. Embedded by default, PostgreSQL with DATABASE_URL; BENCH_ROWS sets the size.
import { benchAccount, startBenchServer } from './bench-server.js';
import { seedRows } from './seed.js';
import { measure, report } from './stats.js';

const size = Number(process.env.BENCH_ROWS ?? 1_000_000);
const withSystemFields = process.env.SYSTEM_FIELDS !== '0';
const server = await startBenchServer();
const { db, api } = server;
console.log(`System fields on ${db.engine === 'embedded' ? 'the embedded engine' : 'PostgreSQL'}, ${size.toLocaleString('en')} rows`);
const { token, databaseId } = await benchAccount(server);
const table = await api('POST', `/api/database/tables/database/${databaseId}/`, token, { name: 'System', data: [['Name']], first_row_header: true });
const fields = [(await api('GET', `/api/database/fields/table/${table.id}/`, token))[0]];
for (const type of ['number', 'date', 'long_text']) fields.push(await api('POST', `/api/database/fields/table/${table.id}/`, token, { name: type, type }));
await seedRows(db, table.id, fields.map((field) => ({ name: `field_${field.id}`, type: field.type })), size);
const [view] = await api('GET', `/api/database/views/table/${table.id}/`, token);
const rowsPath = `/api/database/rows/table/${table.id}/`;
const { results } = await api('GET', `${rowsPath}?size=1`, token);
const firstId = results[0].id as number;
// Edits spread over the table, each to a row not edited before.
const spread = (i: number, shift: number) => (((i * 19_997 + shift) % size) + size) % size;
const edit = (label: string) => measure(50, (i) => api('PATCH', `${rowsPath}${firstId + spread(i, label.length * 7)}/`, token, { [`field_${fields[0].id}`]: `${label} ${i}` }));

const rows = `${size.toLocaleString('en')} rows`;
report(`row edit, ${rows} (API)`, await edit('plain'));
if (withSystemFields) {
  for (const type of ['created_on', 'last_modified', 'created_by', 'last_modified_by', 'autonumber']) {
    const started = performance.now();
    await api('POST', `/api/database/fields/table/${table.id}/`, token, { name: type, type, ...(type === 'created_on' ? { date_include_time: true } : {}) });
    console.log(`${`add ${type === 'autonumber' ? 'an' : 'a'} ${type} field`.padEnd(58)} ${(performance.now() - started).toFixed(1).padStart(8)} ms`);
  }
  report(`row edit, ${rows}, with the five fields (API)`, await edit('with five'));
  const grid = (offset: number) => api('GET', `/api/database/views/grid/${view.id}/?limit=100&offset=${offset}`, token);
  for (const [label, offset] of Object.entries({ start: 0, middle: Math.floor(size / 2), end: size - 100 })) {
    report(`grid window of 100 at the ${label}, five fields (API)`, await measure(20, () => grid(offset)));
  }
}
await server.close();
