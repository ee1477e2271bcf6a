// `tsx --conditions=source bench/sorted-text.ts`: a view sorted by a text field of mixed case and
// accents (issue 31: text sorts under ICU's root collation), on a table of 1M rows by default
// (BENCH_ROWS, comma-separated), on the embedded engine or PostgreSQL with DATABASE_URL. Prints the
// first window before and after the sort's index, then windows at the start, middle and end, both
// directions, and the rows API's `order_by` first page. Figures only; nothing is asserted.
import { sql } from 'kysely';
import { userTable } from '../src/database/tables/user-table-ddl.js';
import { benchAccount, startBenchServer } from './bench-server.js';
import { measure, report } from './stats.js';

const sizes = (process.env.BENCH_ROWS ?? '1000000').split(',').map(Number);
const server = await startBenchServer();
const { db, api, sortIndexesBuilt, sortedOrdersWalked } = server;
const { token, databaseId } = await benchAccount(server);
console.log(`Sorted text bench on ${db.engine === 'embedded' ? 'the embedded engine' : 'PostgreSQL'}; sizes ${sizes.join(', ')}`);

const timed = async (label: string, task: () => Promise<unknown>) => {
  const started = performance.now();
  await task();
  console.log(`${label.padEnd(58)} ${(performance.now() - started).toFixed(1).padStart(8)} ms`);
};

for (const size of sizes) {
  const table = await api('POST', `/api/database/tables/database/${databaseId}/`, token, { name: `Sorted ${size}`, data: [['Name']], first_row_header: true });
  const field = await api('POST', `/api/database/fields/table/${table.id}/`, token, { name: 'Word', type: 'text' });
  const column = sql.id(`field_${field.id}`);
  // Four spellings that differ by case and accent only, then a number out of step with the row order.
  await timed(`${size.toLocaleString('en')} rows seeded`, async () => {
    for (let start = 1; start <= size; start += 50_000) {
      const end = Math.min(size, start + 49_999);
      await sql`insert into ${userTable(table.id)} ("order", ${column})
        select i, (array['row ', 'Row ', 'élan ', 'Elan '])[i % 4 + 1] || (i::bigint * 7919 % 1000003)
        from generate_series(${sql.lit(start)}::int, ${sql.lit(end)}::int) as i`.execute(db.kysely);
    }
    await sql`analyze ${userTable(table.id)}`.execute(db.kysely);
  });
  const [view] = await api('GET', `/api/database/views/table/${table.id}/`, token);
  const grid = (offset: number) => api('GET', `/api/database/views/grid/${view.id}/?limit=100&offset=${offset}`, token);
  for (const order of ['ASC', 'DESC']) {
    const sorting = await api('POST', `/api/database/views/${view.id}/sortings/`, token, { field: field.id, order });
    console.log(`view sorted ${order}`);
    await timed('  first window, before its index', () => grid(0));
    await timed('  its sort index built (background)', () => sortIndexesBuilt());
    await timed('  first window once the index exists', () => grid(0));
    await timed('  its order walked for positions (background)', () => sortedOrdersWalked());
    for (const [place, offset] of Object.entries({ start: 0, middle: Math.floor(size / 2), end: size - 100 })) {
      await timed(`  window of 100 at the ${place}, first read`, () => grid(offset));
      report(`  window of 100 at the ${place}`, await measure(10, () => grid(offset)));
    }
    report('  windows of 100 scrolling down from the middle', await measure(20, (i) => grid(Math.floor(size / 2) + (i + 1) * 100)));
    await api('DELETE', `/api/database/views/sort/${sorting.id}/`, token);
  }
  for (const orderBy of [`field_${field.id}`, `-field_${field.id}`]) {
    report(`rows API order_by=${orderBy.startsWith('-') ? '-' : ''}text, first page of 100`, await measure(3, () => api('GET', `/api/database/rows/table/${table.id}/?size=100&order_by=${orderBy}`, token)));
  }
}

await server.close();
