// `npm run bench:database-transfer -w @cellar/server`: a database of 5 tables linked in a chain,
// 200,000 rows in all (BENCH_TRANSFER_ROWS for another total), seeded in SQL, then exported through
// the API's export_applications job, downloaded, uploaded and imported into another group through
// import_applications, on the engine in use (DATABASE_URL for PostgreSQL). Prints each step's time
// and the archive's size; issue 35's target is export + import within 60 s. Figures only.
import { sql } from 'kysely';
import { userTable } from '../src/database/tables/user-table-ddl.js';
import { benchAccount, startBenchServer } from './bench-server.js';
import { seedRows } from './seed.js';

const totalRows = Number(process.env.BENCH_TRANSFER_ROWS ?? 200_000);
const tableCount = 5;
const server = await startBenchServer();
const { token, databaseId } = await benchAccount(server);
console.log(`Database export and import on ${server.db.engine === 'embedded' ? 'the embedded engine' : 'PostgreSQL'}: ${tableCount} linked tables, ${totalRows.toLocaleString('en')} rows`);

// Only the tables made here.
for (const table of await server.api('GET', `/api/database/tables/database/${databaseId}/`, token)) await server.api('DELETE', `/api/database/tables/${table.id}/`, token);
const tables: { id: number }[] = [];
const perTable = Math.floor(totalRows / tableCount);
for (let index = 0; index < tableCount; index += 1) {
  const table = await server.api('POST', `/api/database/tables/database/${databaseId}/`, token, { name: `Table ${index + 1}` });
  for (const field of await server.api('GET', `/api/database/fields/table/${table.id}/`, token)) if (!field.primary) await server.api('DELETE', `/api/database/fields/${field.id}/`, token);
  for (const row of (await server.api('GET', `/api/database/rows/table/${table.id}/`, token)).results) await server.api('DELETE', `/api/database/rows/table/${table.id}/${row.id}/`, token);
  const [primary] = await server.api('GET', `/api/database/fields/table/${table.id}/`, token);
  const columns = [{ name: `field_${primary.id}`, type: 'text' }];
  for (const [name, type, extra] of [['Amount', 'number', {}], ['Day', 'date', {}], ['Done', 'boolean', {}], ['Notes', 'long_text', {}], ['Site', 'url', {}]] as const) {
    const field = await server.api('POST', `/api/database/fields/table/${table.id}/`, token, { name, type, ...extra });
    columns.push({ name: `field_${field.id}`, type });
  }
  await seedRows(server.db, table.id, columns, perTable);
  tables.push(table);
}
// Each table links to the next: one link a row, both sides.
for (let index = 0; index + 1 < tables.length; index += 1) {
  const [from, to] = [tables[index]!, tables[index + 1]!];
  const field = await server.api('POST', `/api/database/fields/table/${from.id}/`, token, { name: 'Next', type: 'link_row', link_row_table: to.id });
  const relation = sql.table(`database_relation_${Math.min(field.id, field.link_row_related_field)}`);
  await sql`insert into ${relation} (${sql.id(`field_${field.id}_row`)}, ${sql.id(`field_${field.link_row_related_field}_row`)})
    select a.id, b.id from ${userTable(from.id)} as a join ${userTable(to.id)} as b on b."order" = a."order"`.execute(server.db.kysely);
}

async function waitFor(job: { id: number }): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  for (;;) {
    const state = await server.api('GET', `/api/jobs/${job.id}/`, token);
    if (state.state === 'finished') return state;
    if (state.state === 'failed' || state.state === 'cancelled') throw new Error(`job ${job.id} ${state.state}: ${state.human_readable_error}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const seconds = (since: number) => (performance.now() - since) / 1000;

const [group] = await server.api('GET', '/api/groups/', token);
let started = performance.now();
const exported = await waitFor(await server.api('POST', `/api/workspaces/${group.id}/export/async/`, token, { application_ids: [databaseId] }));
const exportSeconds = seconds(started);
const archive = new Uint8Array(await (await fetch(`${server.url}${new URL(exported.url).pathname}`)).arrayBuffer());

const other = await server.api('POST', '/api/groups/', token, { name: 'Import target' });
started = performance.now();
const form = new FormData();
form.append('file', new Blob([archive]), 'export.zip');
const uploaded = await fetch(`${server.url}/api/workspaces/${other.id}/import/upload-file/`, { method: 'POST', body: form, headers: { authorization: `JWT ${token}` } });
const resource = (await uploaded.json()) as { id: number };
const uploadSeconds = seconds(started);
started = performance.now();
const imported = await waitFor(await server.api('POST', `/api/workspaces/${other.id}/import/async/`, token, { resource_id: resource.id }));
const importSeconds = seconds(started);
const [application] = imported.installed_applications;
let rows = 0;
for (const table of await server.api('GET', `/api/database/tables/database/${application.id}/`, token)) rows += (await server.api('GET', `/api/database/rows/table/${table.id}/?size=1`, token)).count;

console.log(`${'export job (5 tables, zip written)'.padEnd(44)} ${exportSeconds.toFixed(1)} s, archive ${(archive.length / 1024 / 1024).toFixed(1)} MB`);
console.log(`${'upload of the archive'.padEnd(44)} ${uploadSeconds.toFixed(1)} s`);
console.log(`${'import job'.padEnd(44)} ${importSeconds.toFixed(1)} s, ${rows.toLocaleString('en')} rows back`);
console.log(`${'export + import (target ≤ 60 s)'.padEnd(44)} ${(exportSeconds + importSeconds).toFixed(1)} s`);
await server.close();
