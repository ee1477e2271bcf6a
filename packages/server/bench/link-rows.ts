// Link columns in a window: a 100-row window of a big table with three link columns (about five
// links a cell) against the same window without them. Links are read once per column for the
// whole window (readExternal), so the ratio should stay small whatever the table's size.
import { sql } from 'kysely';
import type { Database } from '../src/db/database.js';
import { userTable } from '../src/database/tables/user-table-ddl.js';
import { seedRows } from './seed.js';
import { measure, report } from './stats.js';

type Api = (method: string, path: string, token: string, body?: unknown) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const linkedRows = 1_000;
const linksPerCell = 5;

/** Adds three link columns to a seeded table of `size` rows, fills them in SQL and prints the window figures with and without. */
export async function benchLinkColumns(db: Database, api: Api, token: string, databaseId: number, table: { id: number }, size: number): Promise<void> {
  const [view] = await api('GET', `/api/database/views/table/${table.id}/`, token);
  const rowsPath = `/api/database/rows/table/${table.id}/?size=100&page=${Math.floor(size / 200)}`;
  const gridPath = `/api/database/views/grid/${view.id}/?limit=100&offset=${Math.floor(size / 2)}`;
  const plainRows = await measure(20, () => api('GET', rowsPath, token));
  const plainGrid = await measure(20, () => api('GET', gridPath, token));

  const target = await api('POST', `/api/database/tables/database/${databaseId}/`, token, { name: 'Linked', data: [['Name']], first_row_header: true });
  const [primary] = await api('GET', `/api/database/fields/table/${target.id}/`, token);
  await seedRows(db, target.id, [{ name: `field_${primary.id}`, type: 'text' }], linkedRows);
  const started = performance.now();
  const links = [];
  for (let index = 0; index < 3; index += 1) {
    const field = await api('POST', `/api/database/fields/table/${table.id}/`, token, { name: `Link ${index}`, type: 'link_row', link_row_table: target.id });
    links.push(field);
    const relation = sql.table(`database_relation_${Math.min(field.id, field.link_row_related_field)}`);
    const own = sql.id(`field_${field.id}_row`);
    const other = sql.id(`field_${field.link_row_related_field}_row`);
    // Five distinct linked rows per row, spread over the linked table.
    await sql`insert into ${relation} (${own}, ${other})
      select t.id, (select min(id) from ${userTable(target.id)}) + ((t.id * 7 + k * 131 + ${sql.lit(index)}) % ${sql.lit(linkedRows)})
      from ${userTable(table.id)} as t, generate_series(1, ${sql.lit(linksPerCell)}) as k`.execute(db.kysely);
    await sql`analyze ${relation}`.execute(db.kysely);
  }
  console.log(`3 link columns × ${linksPerCell} links on ${size.toLocaleString('en')} rows filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const withRows = await measure(20, () => api('GET', rowsPath, token));
  const withGrid = await measure(20, () => api('GET', gridPath, token));
  report('rows API window of 100, no link columns', plainRows);
  report('rows API window of 100, 3 link columns', withRows);
  report('grid window of 100, no link columns', plainGrid);
  report('grid window of 100, 3 link columns', withGrid);
  console.log(`${'ratio with / without links, p50 (rows API, grid)'.padEnd(58)} ${(withRows.p50 / plainRows.p50).toFixed(2)}×  ${(withGrid.p50 / plainGrid.p50).toFixed(2)}×`);
  for (const field of links) await api('DELETE', `/api/database/fields/${field.id}/`, token);
}
