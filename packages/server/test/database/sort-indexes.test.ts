import type { Row, View, ViewSort } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTableName } from '../../src/database/tables/user-table-ddl.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

// A view's sorts are read from an index made for them (issue 10): built in the background on the
// first read, shared by views that sort the same way, dropped when no view sorts that way any more,
// and never changing what a window holds.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Table = Awaited<ReturnType<typeof emptyTable>>;
const views = '/api/database/views';

function as(token: string) {
  const headers = { authorization: `JWT ${token}` };
  return {
    get: (path: string) => server.api.raw('GET', path, { headers }),
    post: (path: string, json: unknown) => server.api.raw('POST', path, { json, headers }),
    delete: (path: string) => server.api.raw('DELETE', path, { headers }),
    patch: (path: string, json: unknown) => server.api.raw('PATCH', path, { json, headers }),
  };
}

/** The table's sort indexes once every build and drop asked for is done, each as its definition's column list. */
async function sortIndexes(t: Table): Promise<string[]> {
  await server.services.sortIndexes.settled();
  const found = await sql<{ definition: string }>`select indexdef as definition from pg_indexes where tablename = ${userTableName(t.table.id)} and indexname like 'sort\\_%' order by indexname`.execute(server.db.kysely);
  return found.rows.map(({ definition }) => definition.slice(definition.indexOf('(')));
}

async function names(t: Table, viewId: number, window = 'limit=100&offset=0'): Promise<unknown[]> {
  const answer = await as(t.token).get(`${views}/grid/${viewId}/?${window}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { results: Row[] }).results.map((row) => cell(row, t.primary));
}

async function sortBy(t: Table, viewId: number, field: number, order: 'ASC' | 'DESC'): Promise<ViewSort> {
  const answer = await as(t.token).post(`${views}/${viewId}/sortings/`, { field, order });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ViewSort;
}

describe('indexes of views’ sorts', () => {
  it('builds one on the first read of a sorted view, in the view’s order, and reads the same windows with it', async () => {
    const t = await emptyTable(server);
    const words = ['pear', '', 'apple', 'fig', 'apple', 'kiwi', '', 'date', 'banana', 'cherry', 'fig', 'lime'];
    for (const word of words) expect((await t.addRow({ [`field_${t.primary.id}`]: word || null })).status).toBe(200);
    await sortBy(t, t.view.id, t.primary.id, 'ASC');
    const before = await names(t, t.view.id);
    const definitions = await sortIndexes(t);
    // Text is indexed as it is compared, under ICU's collation (fields/types/text-sort.ts).
    expect(definitions).toEqual([`(field_${t.primary.id} COLLATE "und-x-icu" NULLS FIRST, "order", id)`]);
    // Empty cells first ascending (contract §11.3), then ties in the table's order, with the index as without it.
    expect(before).toEqual([null, null, 'apple', 'apple', 'banana', 'cherry', 'date', 'fig', 'fig', 'kiwi', 'lime', 'pear']);
    expect(await names(t, t.view.id)).toEqual(before);
    expect(await names(t, t.view.id, 'limit=3&offset=8')).toEqual(['fig', 'kiwi', 'lime']);
  });

  it('shares an index between views sorting the same way and drops it once none does', async () => {
    const t = await emptyTable(server);
    const number = await t.addField({ name: 'Size', type: 'number' });
    for (const size of [3, 1, 2]) await t.addRow({ [`field_${number.id}`]: size });
    const second = (await as(t.token).post(`${views}/table/${t.table.id}/`, { name: 'Second', type: 'grid' })).body as View;
    const first = await sortBy(t, t.view.id, number.id, 'DESC');
    const again = await sortBy(t, second.id, number.id, 'DESC');
    expect(await names(t, t.view.id)).toHaveLength(3);
    expect(await names(t, second.id)).toHaveLength(3);
    expect(await sortIndexes(t)).toEqual([`(field_${number.id} DESC NULLS LAST, "order", id)`]);
    // Another sort of the second view makes its own index.
    await as(t.token).delete(`${views}/sort/${again.id}/`);
    await sortBy(t, second.id, t.primary.id, 'ASC');
    await sortBy(t, second.id, number.id, 'ASC');
    await names(t, second.id);
    expect(await sortIndexes(t)).toHaveLength(2);
    await as(t.token).delete(`${views}/sort/${first.id}/`);
    expect(await sortIndexes(t)).toEqual([`(field_${t.primary.id} COLLATE "und-x-icu" NULLS FIRST, field_${number.id} NULLS FIRST, "order", id)`]);
    // A deleted view goes to the trash: its sorts no longer keep their index.
    await as(t.token).delete(`${views}/${second.id}/`);
    expect(await sortIndexes(t)).toEqual([]);
    // Restored, it reads sorted as before and builds its index again, as a new sort does.
    expect((await as(t.token).patch('/api/trash/restore/', { trash_item_type: 'view', trash_item_id: second.id })).status).toBe(204);
    expect(await names(t, second.id)).toHaveLength(3);
    expect(await sortIndexes(t)).toEqual([`(field_${t.primary.id} COLLATE "und-x-icu" NULLS FIRST, field_${number.id} NULLS FIRST, "order", id)`]);
  });

  it('drops the index of sorts on a field in the trash, and builds it again once the field is restored', async () => {
    const t = await emptyTable(server);
    const number = await t.addField({ name: 'Size', type: 'number' });
    for (const [name, size] of [['b', 1], ['a', 2], ['a', 1]] as const) await t.addRow({ [`field_${t.primary.id}`]: name, [`field_${number.id}`]: size });
    await sortBy(t, t.view.id, t.primary.id, 'ASC');
    await sortBy(t, t.view.id, number.id, 'DESC');
    const both = [`(field_${t.primary.id} COLLATE "und-x-icu" NULLS FIRST, field_${number.id} DESC NULLS LAST, "order", id)`];
    expect(await names(t, t.view.id)).toEqual(['a', 'a', 'b']);
    expect(await sortIndexes(t)).toEqual(both);
    expect((await as(t.token).delete(`/api/database/fields/${number.id}/`)).status).toBe(204);
    // The view sorts by the name alone, from an index of that sort; the index over the trashed field's column is gone.
    expect(await names(t, t.view.id)).toEqual(['a', 'a', 'b']);
    expect(await sortIndexes(t)).toEqual([`(field_${t.primary.id} COLLATE "und-x-icu" NULLS FIRST, "order", id)`]);
    expect((await as(t.token).patch('/api/trash/restore/', { trash_item_type: 'field', trash_item_id: number.id })).status).toBe(204);
    const rows = (await as(t.token).get(`${views}/grid/${t.view.id}/?limit=100&offset=0`)).body as { results: Row[] };
    expect(rows.results.map((row) => [cell(row, t.primary), cell(row, number)])).toEqual([['a', '2'], ['a', '1'], ['b', '1']]);
    expect(await sortIndexes(t)).toContain(both[0]);
  });

  it('makes none for a single select, whose view sort is by the option text', async () => {
    const t = await emptyTable(server);
    const select = await t.addField({ name: 'Size', type: 'single_select', select_options: [{ value: 'S', color: 'blue' }, { value: 'M', color: 'red' }] });
    await sortBy(t, t.view.id, select.id, 'ASC');
    await names(t, t.view.id);
    expect(await sortIndexes(t)).toEqual([]);
  });

  it('reads every window of a filtered, sorted view as sorting the matches would, whether through the index or not', async () => {
    const t = await emptyTable(server);
    const number = await t.addField({ name: 'Rank', type: 'number' });
    // 2,400 rows; the filter keeps those whose name holds a 1, the sort is by rank descending with ties.
    const rows = Array.from({ length: 2_400 }, (_, i) => ({ name: `item ${(i * 7919) % 2_400}`, rank: (i * 31) % 50 }));
    for (let start = 0; start < rows.length; start += 200) {
      const items = rows.slice(start, start + 200).map(({ name, rank }) => ({ [`field_${t.primary.id}`]: name, [`field_${number.id}`]: rank }));
      expect((await as(t.token).post(`/api/database/rows/table/${t.table.id}/batch/`, { items })).status).toBe(200);
    }
    await sortBy(t, t.view.id, number.id, 'DESC');
    await sortBy(t, t.view.id, t.primary.id, 'ASC');
    expect((await as(t.token).post(`${views}/${t.view.id}/filters/`, { field: t.primary.id, type: 'contains', value: '1' })).status).toBe(200);
    const expected = rows
      .map((row, index) => ({ ...row, index }))
      .filter(({ name }) => name.includes('1'))
      .sort((a, b) => b.rank - a.rank || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.index - b.index)
      .map(({ name }) => name);
    expect(expected.length).toBeGreaterThan(1_000);
    const windows = async () => {
      const read: unknown[] = [];
      for (let offset = 0; offset < expected.length; offset += 100) read.push(...(await names(t, t.view.id, `limit=100&offset=${offset}`)));
      return read;
    };
    expect(await windows()).toEqual(expected);
    // The first windows read through the sort's index, the others from the matches' ids in the view's order.
    // Once the index exists, the same windows.
    expect(await sortIndexes(t)).toHaveLength(1);
    expect(await windows()).toEqual(expected);
  }, 60_000);

  it('reads sorted windows from remembered rows exactly as from the start, forwards and backwards, through ties, empty cells and changes', async () => {
    const t = await emptyTable(server);
    const number = await t.addField({ name: 'Rank', type: 'number', number_negative: true });
    // 600 rows: names with repeats and a fifth empty, ranks with repeats, negatives and a sixth empty.
    const rows = Array.from({ length: 600 }, (_, i) => ({
      name: i % 5 === 0 ? null : `v${String((i * 37) % 150).padStart(3, '0')}`,
      rank: i % 6 === 0 ? null : String(((i * 53) % 90) - 30),
    }));
    for (let start = 0; start < rows.length; start += 200) {
      const items = rows.slice(start, start + 200).map(({ name, rank }) => ({ [`field_${t.primary.id}`]: name, [`field_${number.id}`]: rank }));
      expect((await as(t.token).post(`/api/database/rows/table/${t.table.id}/batch/`, { items })).status).toBe(200);
    }
    const all = await t.rows('&size=200&page=1').then(async (first) => [...first, ...(await t.rows('&size=200&page=2')), ...(await t.rows('&size=200&page=3'))]);
    const cellsOf = (row: Row) => ({ id: row.id, order: Number(row.order), name: cell(row, t.primary) as string | null, rank: cell(row, number) as string | null });
    const compare = (a: number | string | null, b: number | string | null, descending: boolean) => {
      // Views: empty first ascending, last descending (contract §11.3).
      if (a === null || b === null) return a === b ? 0 : (a === null ? -1 : 1) * (descending ? -1 : 1);
      return (a < b ? -1 : a > b ? 1 : 0) * (descending ? -1 : 1);
    };
    // Jumps whose nearest remembered row is before or after them, some reading into the empty cells (first ascending, last descending).
    const windowsAt = [0, 50, 150, 100, 400, 450, 350, 300, 225, 575, 525, 260, 10, 590];
    for (const [key, descending] of [['name', false], ['name', true], ['rank', true], ['rank', false]] as const) {
      const view = (await as(t.token).post(`${views}/table/${t.table.id}/`, { name: `${key} ${descending}`, type: 'grid' })).body as View;
      await sortBy(t, view.id, key === 'name' ? t.primary.id : number.id, descending ? 'DESC' : 'ASC');
      const value = (row: ReturnType<typeof cellsOf>) => (key === 'name' ? row.name : row.rank === null ? null : Number(row.rank));
      const expected = () => all.map(cellsOf).sort((a, b) => compare(value(a), value(b), descending) || a.order - b.order || a.id - b.id).map((row) => row.id);
      const read = async (offset: number) => ((await as(t.token).get(`${views}/grid/${view.id}/?limit=50&offset=${offset}`)).body as { results: Row[] }).results.map((row) => row.id);
      for (const offset of windowsAt) expect(await read(offset), `${key} ${descending ? 'desc' : 'asc'} at ${offset}`).toEqual(expected().slice(offset, offset + 50));
      // A row added (lands anywhere in the sort) and a row changed: the remembered rows are forgotten, the windows stay right.
      const added = (await t.addRow({ [`field_${t.primary.id}`]: 'v075', [`field_${number.id}`]: '0' })).body as Row;
      all.push(added);
      const changed = all[300]!;
      await server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/${changed.id}/`, { json: { [`field_${t.primary.id}`]: 'v001', [`field_${number.id}`]: '-29' }, headers: { authorization: `JWT ${t.token}` } });
      all[300] = { ...changed, [`field_${t.primary.id}`]: 'v001', [`field_${number.id}`]: '-29' } as Row;
      for (const offset of [300, 350, 250, 0, 551]) expect(await read(offset), `${key} ${descending ? 'desc' : 'asc'} after changes at ${offset}`).toEqual(expected().slice(offset, offset + 50));
    }
  }, 120_000);

  it('walks a sorted order once its index exists; windows read from the rows it remembered hold what an OFFSET would', async () => {
    const t = await emptyTable(server);
    const column = sql.id(`field_${t.primary.id}`);
    const table = sql.table(userTableName(t.table.id));
    // Enough rows for a walk (20,000): names with repeats, every seventh empty.
    await sql`insert into ${table} ("order", ${column})
      select g::numeric, case when g % 7 = 0 then null else 'v' || lpad(((g * 7919) % 5000)::text, 5, '0') end from generate_series(1, 24000) as g`.execute(server.db.kysely);
    for (const descending of [false, true]) {
      const view = (await as(t.token).post(`${views}/table/${t.table.id}/`, { name: `walked ${descending}`, type: 'grid' })).body as View;
      await sortBy(t, view.id, t.primary.id, descending ? 'DESC' : 'ASC');
      const direction = sql.raw(descending ? 'desc nulls last' : 'asc nulls first');
      const expected = async () => (await sql<{ id: number }>`select id from ${table} where not trashed order by ${column} ${direction}, "order", id`.execute(server.db.kysely)).rows.map(({ id }) => id);
      const read = async (offset: number) => ((await as(t.token).get(`${views}/grid/${view.id}/?limit=100&offset=${offset}`)).body as { results: Row[] }).results.map((row) => row.id);
      // The first read asks for the index; the first once it exists starts the walk.
      await read(0);
      expect(await sortIndexes(t)).toHaveLength(descending ? 2 : 1);
      await read(0);
      await server.services.rowReader.walksSettled();
      let order = await expected();
      // Deep first reads, either side of the empty cells' edge (3,428 empty: first ascending, last descending).
      for (const offset of [12_000, 23_900, 3_400, 20_530, 7_777, 3_428, 1]) expect(await read(offset), `${descending ? 'desc' : 'asc'} at ${offset}`).toEqual(order.slice(offset, offset + 100));
      // A deleted row shifts every position after it: the windows stay right.
      expect((await as(t.token).delete(`/api/database/rows/table/${t.table.id}/${order[5_000]}/`)).status).toBe(204);
      order = await expected();
      for (const offset of [12_000, 4_990, 23_800]) expect(await read(offset), `${descending ? 'desc' : 'asc'} after a delete at ${offset}`).toEqual(order.slice(offset, offset + 100));
    }
  }, 120_000);
});
