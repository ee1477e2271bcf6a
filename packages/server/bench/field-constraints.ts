// `npm run bench:constraints -w @cellar/server`: adding field constraints to a 1M-row table (issue 32:
// a unique constraint on a 1M-row column within 10 s on PostgreSQL), refusing one over duplicates,
// and a row write under them. Run on PostgreSQL with DATABASE_URL; BENCH_ROWS sets the size.
import { benchAccount, startBenchServer } from './bench-server.js';
import { seedRows } from './seed.js';
import { measure, report } from './stats.js';

const size = Number(process.env.BENCH_ROWS ?? 1_000_000);
const server = await startBenchServer();
const { db, api, url } = server;
console.log(`Field constraints on ${db.engine === 'embedded' ? 'the embedded engine' : 'PostgreSQL'}, ${size.toLocaleString('en')} rows`);
const { token, databaseId } = await benchAccount(server);
const table = await api('POST', `/api/database/tables/database/${databaseId}/`, token, { name: 'Constraints', data: [['Name']], first_row_header: true });
const fields = [(await api('GET', `/api/database/fields/table/${table.id}/`, token))[0]];
for (const type of ['email', 'number', 'long_text']) fields.push(await api('POST', `/api/database/fields/table/${table.id}/`, token, { name: type, type }));
await seedRows(db, table.id, fields.map((field) => ({ name: `field_${field.id}`, type: field.type })), size);
const [name, email, number, notes] = fields;

async function timed(label: string, path: string, body: unknown): Promise<void> {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `JWT ${token}` }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { error?: string };
  console.log(`${label.padEnd(58)} ${(performance.now() - started).toFixed(0).padStart(8)} ms  (${response.status}${answer.error ? ` ${answer.error}` : ''})`);
}

const unique = [{ type_name: 'unique_with_empty' }];
const rowsPath = `/api/database/rows/table/${table.id}/`;
report('row create, no constraints (API)', await measure(30, (i) => api('POST', rowsPath, token, { [`field_${name.id}`]: `plain ${i}` })));
await timed('add unique to a text column (all values distinct)', `/api/database/fields/${name.id}/`, { field_constraints: unique });
await timed('add unique to an email column (all values distinct)', `/api/database/fields/${email.id}/`, { field_constraints: unique });
await timed('add unique to a long text column (all values distinct)', `/api/database/fields/${notes.id}/`, { field_constraints: unique });
await timed('add unique to a number column (refused: duplicates)', `/api/database/fields/${number.id}/`, { field_constraints: unique });
await timed('add required to a text column', `/api/database/fields/${name.id}/`, { field_constraints: [...unique, { type_name: 'required' }] });
report('row create under unique ×3 + required (API)', await measure(30, (i) => api('POST', rowsPath, token, { [`field_${name.id}`]: `new ${i}` })));
report('row create refused as a duplicate (API)', await measure(30, () => fetch(`${url}${rowsPath}`, {
  method: 'POST', headers: { 'content-type': 'application/json', authorization: `JWT ${token}` }, body: JSON.stringify({ [`field_${name.id}`]: 'Row 500000' }),
})));
await server.close();
