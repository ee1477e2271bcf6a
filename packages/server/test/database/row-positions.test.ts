import type { Row } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from './helpers.js';

// Windows deep in a table's own order are read from the nearest row seen before (row-positions.ts)
// instead of skipping every row before them. Whatever route a window takes, it must hold exactly
// the rows an OFFSET would, also right after rows were created before it or deleted.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// A small deterministic generator, so a failure replays the same windows.
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('windows of a table read from remembered positions', () => {
  it('hold the rows an OFFSET would, at every offset, before and after rows are created and deleted', async () => {
    const t = await emptyTable(server);
    const headers = { authorization: `JWT ${t.token}` };
    const rows = 5_000;
    // Orders repeat three times and run backwards, so id breaks ties and id order is not row order.
    await sql`insert into ${sql.table(`database_table_${t.table.id}`)} ("order", ${sql.id(`field_${t.primary.id}`)})
      select (${rows} - g / 3)::numeric, 'row ' || g from generate_series(1, ${rows}) as g`.execute(server.db.kysely);
    const expected = async () =>
      (await sql<{ id: number }>`select id from ${sql.table(`database_table_${t.table.id}`)} where not trashed order by "order", id`.execute(server.db.kysely)).rows.map((row) => row.id);
    const grid = async (offset: number, limit: number) =>
      ((await server.api.raw('GET', `/api/database/views/grid/${t.view.id}/?limit=${limit}&offset=${offset}`, { headers })).body as { results: Row[] }).results.map((row) => row.id);

    let order = await expected();
    const random = randomFrom(42);
    // A jump to the middle, steps either side of it, windows overlapping remembered rows, then anywhere.
    const offsets = [2_500, 2_600, 2_400, 2_450, 2_501, 2_399, 4_950, 10, ...Array.from({ length: 40 }, () => Math.floor(random() * rows))];
    for (const offset of offsets) {
      const limit = 1 + Math.floor(random() * 150);
      expect(await grid(offset, limit), `offset ${offset}, limit ${limit}`).toEqual(order.slice(offset, offset + limit));
    }

    // Rows added at the end move no position: windows read from remembered rows stay right.
    for (let i = 0; i < 3; i += 1) expect((await server.api.raw('POST', `/api/database/rows/table/${t.table.id}/`, { json: {}, headers })).status).toBe(200);
    order = await expected();
    for (const offset of [2_500, 2_600, 2_399, 4_990, 4_999]) {
      expect(await grid(offset, 100), `offset ${offset} after rows were added at the end`).toEqual(order.slice(offset, offset + 100));
    }

    // Rows created before a remembered row and deleted from before it shift every later position.
    const before = order[2_450]!;
    for (let i = 0; i < 3; i += 1) {
      const created = await server.api.raw('POST', `/api/database/rows/table/${t.table.id}/?before=${before}`, { json: {}, headers });
      expect(created.status).toBe(200);
    }
    for (const id of [order[100]!, order[2_000]!]) {
      expect((await server.api.raw('DELETE', `/api/database/rows/table/${t.table.id}/${id}/`, { headers })).status).toBe(204);
    }
    order = await expected();
    for (const offset of [2_500, 2_600, 2_400, 2_451, ...Array.from({ length: 20 }, () => Math.floor(random() * order.length))]) {
      expect(await grid(offset, 100), `offset ${offset} after the changes`).toEqual(order.slice(offset, offset + 100));
    }

    // The rows list pages through the same order.
    const page = (await server.api.raw('GET', `/api/database/rows/table/${t.table.id}/?size=100&page=26`, { headers })).body as { results: Row[] };
    expect(page.results.map((row) => row.id)).toEqual(order.slice(2_500, 2_600));
  }, 120_000);

  it('hold the rows an OFFSET would among filtered rows, also after an edit takes a row out of the filter', async () => {
    const t = await emptyTable(server);
    const headers = { authorization: `JWT ${t.token}` };
    const column = `field_${t.primary.id}`;
    // Two rows in three match: far more than the first windows an ordered scan reads.
    const rows = 36_000;
    await sql`insert into ${sql.table(`database_table_${t.table.id}`)} ("order", ${sql.id(column)})
      select (${rows} - g / 2)::numeric, case when g % 3 = 0 then 'hay ' || g else 'needle ' || g end from generate_series(1, ${rows}) as g`.execute(server.db.kysely);
    const expected = async () =>
      (
        await sql<{ id: number }>`select id from ${sql.table(`database_table_${t.table.id}`)} where ${sql.id(column)} ilike '%needle%' and not trashed order by "order", id`.execute(server.db.kysely)
      ).rows.map((row) => row.id);
    const page = async (page: number) =>
      ((await server.api.raw('GET', `/api/database/rows/table/${t.table.id}/?size=200&page=${page}&filter__${column}__contains=needle`, { headers })).body as { results: Row[] }).results.map(
        (row) => row.id,
      );

    let order = await expected();
    expect(order.length).toBeGreaterThan(20_000);
    for (const number of [60, 61, 59, 62, 58, 1, 120]) expect(await page(number), `page ${number}`).toEqual(order.slice((number - 1) * 200, number * 200));
    const edited = await server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/${order[100]}/`, { json: { [column]: 'hay now' }, headers });
    expect(edited.status).toBe(200);
    order = await expected();
    for (const number of [60, 61, 59]) expect(await page(number), `page ${number} after the edit`).toEqual(order.slice((number - 1) * 200, number * 200));
  }, 120_000);

  it('hold the rows an OFFSET would in a filtered view sorted by two fields, also after edits move rows', async () => {
    const t = await emptyTable(server);
    const headers = { authorization: `JWT ${t.token}` };
    const name = `field_${t.primary.id}`;
    const amount = await t.addField({ name: 'Amount', type: 'number' });
    const rows = 6_000;
    // Two rows in three match; amounts repeat (ties go to the name, then the row) and every tenth is empty.
    await sql`insert into ${sql.table(`database_table_${t.table.id}`)} ("order", ${sql.id(name)}, ${sql.id(`field_${amount.id}`)})
      select (${rows} - g / 2)::numeric, case when g % 3 = 0 then 'hay ' || g else 'needle ' || (g % 50) end,
             case when g % 10 = 0 then null else (g * 7919) % 300 end
      from generate_series(1, ${rows}) as g`.execute(server.db.kysely);
    const post = async (path: string, json: Record<string, unknown>) => expect((await server.api.raw('POST', path, { json, headers })).status).toBe(200);
    await post(`/api/database/views/${t.view.id}/filters/`, { field: t.primary.id, type: 'contains', value: 'NEEDLE' });
    await post(`/api/database/views/${t.view.id}/sortings/`, { field: amount.id, order: 'DESC' });
    await post(`/api/database/views/${t.view.id}/sortings/`, { field: t.primary.id, order: 'ASC' });
    // A view sorts empty cells last descending and first ascending (contract §11.3).
    const expected = async () =>
      (
        await sql<{ id: number }>`select id from ${sql.table(`database_table_${t.table.id}`)} where ${sql.id(name)} ilike '%needle%' and not trashed
          order by ${sql.id(`field_${amount.id}`)} desc nulls last, ${sql.id(name)} collate "und-x-icu" asc nulls first, "order", id`.execute(server.db.kysely)
      ).rows.map((row) => row.id);
    const grid = async (offset: number, limit: number) =>
      ((await server.api.raw('GET', `/api/database/views/grid/${t.view.id}/?limit=${limit}&offset=${offset}`, { headers })).body as { results: Row[] }).results.map((row) => row.id);

    let order = await expected();
    expect(order.length).toBe(4_000);
    const random = randomFrom(7);
    const offsets = [0, 2_000, 3_950, 3_999, 1_100, 999, ...Array.from({ length: 15 }, () => Math.floor(random() * order.length))];
    for (const offset of offsets) expect(await grid(offset, 100), `offset ${offset}`).toEqual(order.slice(offset, offset + 100));

    // An edit that moves a row in the sort, one that takes a row out of the filter, and a new matching row.
    const [moved, leaving] = [order[3_990]!, order[10]!];
    const patch = async (id: number, json: Record<string, unknown>) => expect((await server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/${id}/`, { json, headers })).status).toBe(200);
    await patch(moved, { [`field_${amount.id}`]: '100000' });
    await patch(leaving, { [name]: 'hay now' });
    await post(`/api/database/rows/table/${t.table.id}/`, { [name]: 'needle new', [`field_${amount.id}`]: '150' });
    order = await expected();
    expect(order[0]).toBe(moved);
    for (const offset of [0, 2_000, 3_950, 3_900, 1_500]) expect(await grid(offset, 100), `offset ${offset} after the edits`).toEqual(order.slice(offset, offset + 100));
  }, 120_000);
});
