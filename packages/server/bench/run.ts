// `npm run bench`: seeds tables of 100k and 1M rows × 12 fields on the engine in use (embedded by
// default, PostgreSQL with DATABASE_URL) and prints latency figures of the grid and rows API, with
// the same window as plain SQL for comparison. Figures only; nothing is asserted.
import { sql } from 'kysely';
import { textSortSql } from '../src/database/fields/types/text-sort.js';
import { userTable } from '../src/database/tables/user-table-ddl.js';
import { benchAccount, startBenchServer } from './bench-server.js';
import { benchLinkColumns } from './link-rows.js';
import { seedRows } from './seed.js';
import { measure, measureAfter, report } from './stats.js';

const sizes = (process.env.BENCH_ROWS ?? '100000,1000000').split(',').map(Number);
const server = await startBenchServer();
const { db, api, sortIndexesBuilt, sortedOrdersWalked } = server;

console.log(`Cellar bench on ${db.engine === 'embedded' ? 'the embedded engine (PGlite in a worker)' : 'PostgreSQL'}; sizes ${sizes.join(', ')}`);
const { token, databaseId } = await benchAccount(server);
const types = ['long_text', 'number', 'boolean', 'date', 'email', 'url', 'text', 'number', 'date', 'text', 'boolean'];

for (const size of sizes) {
  const table = await api('POST', `/api/database/tables/database/${databaseId}/`, token, { name: `Bench ${size}`, data: [['Name']], first_row_header: true });
  const fields = [(await api('GET', `/api/database/fields/table/${table.id}/`, token))[0]];
  for (const [index, type] of types.entries()) fields.push(await api('POST', `/api/database/fields/table/${table.id}/`, token, { name: `F${index}`, type }));
  let started = performance.now();
  await seedRows(db, table.id, fields.map((field) => ({ name: `field_${field.id}`, type: field.type })), size);
  console.log(`\n${size.toLocaleString('en')} rows × ${fields.length} fields seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const [view] = await api('GET', `/api/database/views/table/${table.id}/`, token);
  const offsets = { start: 0, middle: Math.floor(size / 2), end: size - 100 };

  for (const [label, offset] of Object.entries(offsets)) {
    report(`grid window of 100 at the ${label} (API)`, await measure(20, () => api('GET', `/api/database/views/grid/${view.id}/?limit=100&offset=${offset}`, token)));
    report(`grid window of 100 at the ${label} (plain SQL)`, await measure(20, () =>
      sql`select * from ${userTable(table.id)} order by "order", id limit 100 offset ${offset}`.execute(db.kysely)));
  }
  // Scrolling: each window starts where the one before ended, from the middle down, as the grid reads them.
  report('grid windows of 100 scrolling down from the middle (API)', await measure(20, (i) => api('GET', `/api/database/views/grid/${view.id}/?limit=100&offset=${offsets.middle + (i + 1) * 100}`, token)));
  // Scrolling by half a window, from a quarter in: the last row of each window read lies inside the next one.
  report('grid windows of 100 scrolling by 50 from a quarter (API)', await measure(20, (i) => api('GET', `/api/database/views/grid/${view.id}/?limit=100&offset=${Math.floor(size / 4) + (i + 1) * 50}`, token)));
  // The first read at the middle after a write: a row added at the end moves no remembered row (but
  // the count is taken again); a deleted one moves them all, so the window walks from an end.
  const rowsOf = `/api/database/rows/table/${table.id}/`;
  const middle = () => api('GET', `/api/database/views/grid/${view.id}/?limit=100&offset=${offsets.middle}`, token);
  const added: number[] = [];
  report('grid window of 100 at the middle, after a row was added (API)', await measureAfter(10, async () => added.push((await api('POST', rowsOf, token, {})).id), middle));
  report('grid window of 100 at the middle, after a row was deleted (API)', await measureAfter(10, () => api('DELETE', `${rowsOf}${added.pop()}/`, token), middle));
  await benchViews(table.id, view.id, fields[0].id, size);
  report('grid count (API)', await measure(10, () => api('GET', `/api/database/views/grid/${view.id}/?count`, token)));
  report('grid window of 100 with count, first load (API)', await measure(10, () => api('GET', `/api/database/views/grid/${view.id}/?limit=100&offset=0&include=field_options`, token)));

  const created: number[] = [];
  const rowsPath = `/api/database/rows/table/${table.id}/`;
  report('row create (API)', await measure(50, async () => created.push((await api('POST', rowsPath, token, { [`field_${fields[0].id}`]: 'new row', [`field_${fields[2].id}`]: 42 })).id)));
  report('row update (API)', await measure(50, (i) => api('PATCH', `${rowsPath}${created[Math.max(0, i)]}/`, token, { [`field_${fields[0].id}`]: `changed ${i}` })));
  report('row delete (API)', await measure(50, async () => api('DELETE', `${rowsPath}${created.pop()}/`, token)));

  if (size <= 100_000) {
    started = performance.now();
    const added = await api('POST', `/api/database/fields/table/${table.id}/`, token, { name: 'Added', type: 'text' });
    console.log(`${'add a field'.padEnd(58)} ${(performance.now() - started).toFixed(1).padStart(8)} ms`);
    started = performance.now();
    await api('PATCH', `/api/database/fields/${fields[7].id}/`, token, { type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 });
    console.log(`${'convert a text field to number'.padEnd(58)} ${(performance.now() - started).toFixed(1).padStart(8)} ms`);
    started = performance.now();
    await api('PATCH', `/api/database/fields/${fields[1].id}/`, token, { type: 'text' });
    console.log(`${'convert a long text field to text'.padEnd(58)} ${(performance.now() - started).toFixed(1).padStart(8)} ms`);
    await api('DELETE', `/api/database/fields/${added.id}/`, token);
    await benchLinkColumns(db, api, token, databaseId, table, size);
  }
}

// A view sorted by a text field, one filtered by `contains` (~11 % of rows: 'Row 1…'), and both,
// read at the start, middle and end of what they show (issue 10's targets), the first window
// after the change apart from the windows read again.
async function benchViews(tableId: number, viewId: number, textFieldId: number, size: number): Promise<void> {
  const grid = (offset: number) => api('GET', `/api/database/views/grid/${viewId}/?limit=100&offset=${offset}`, token);
  const variants: { label: string; sort: boolean; filter: boolean }[] = [
    { label: 'sorted by a text field', sort: true, filter: false },
    { label: 'filtered by contains', sort: false, filter: true },
    { label: 'filtered and sorted', sort: true, filter: true },
  ];
  for (const { label, sort, filter } of variants) {
    const sorting = sort ? await api('POST', `/api/database/views/${viewId}/sortings/`, token, { field: textFieldId, order: 'ASC' }) : null;
    const condition = filter ? await api('POST', `/api/database/views/${viewId}/filters/`, token, { field: textFieldId, type: 'contains', value: 'Row 1' }) : null;
    let started = performance.now();
    const { count } = await api('GET', `/api/database/views/grid/${viewId}/?count`, token);
    const countMs = performance.now() - started;
    started = performance.now();
    await grid(0);
    console.log(`${`view ${label}: count ${count.toLocaleString('en')} of ${size.toLocaleString('en')}`.padEnd(58)} ${countMs.toFixed(1).padStart(8)} ms, first window ${(performance.now() - started).toFixed(1)} ms`);
    if (sort) {
      // The first read asked for the sort's index; it is built in the background.
      started = performance.now();
      await sortIndexesBuilt();
      console.log(`${'  its sort index built (background)'.padEnd(58)} ${(performance.now() - started).toFixed(1).padStart(8)} ms after the first window`);
      started = performance.now();
      await grid(0);
      console.log(`${'  first window once the index exists'.padEnd(58)} ${(performance.now() - started).toFixed(1).padStart(8)} ms`);
      // That read started a walk of the sorted order (row-reader.ts), remembering rows to start deep reads from.
      started = performance.now();
      await sortedOrdersWalked();
      console.log(`${'  its order walked for positions (background)'.padEnd(58)} ${(performance.now() - started).toFixed(1).padStart(8)} ms after that window`);
    }
    const column = sql.ref(`field_${textFieldId}`);
    const where = filter ? sql`${column} ilike ${'%Row 1%'}` : sql`true`;
    const order = sort ? sql`${textSortSql(column)} asc nulls first, "order", id` : sql`"order", id`;
    for (const [place, offset] of Object.entries({ start: 0, middle: Math.floor(count / 2), end: Math.max(0, count - 100) })) {
      // The first read of a place walks to it; the ones after it start from the rows it remembered.
      started = performance.now();
      await grid(offset);
      console.log(`${`  window of 100 at the ${place}, first read (API)`.padEnd(58)} ${(performance.now() - started).toFixed(1).padStart(8)} ms`);
      report(`  window of 100 at the ${place} (API)`, await measure(10, () => grid(offset)));
      report(`  window of 100 at the ${place} (plain SQL)`, await measure(5, () => sql`select * from ${userTable(tableId)} where ${where} order by ${order} limit 100 offset ${offset}`.execute(db.kysely)));
    }
    if (sorting) await api('DELETE', `/api/database/views/sort/${sorting.id}/`, token);
    if (condition) await api('DELETE', `/api/database/views/filter/${condition.id}/`, token);
  }
}

await server.close();
