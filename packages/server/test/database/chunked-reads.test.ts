import type { Row } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchInChunks } from '../../src/database/rows/chunked-match.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from './helpers.js';

// A searched or filtered read of a table bigger than one chunk: on the embedded engine it is
// scanned in short statements (chunked-match.ts), on PostgreSQL in one. Both must answer the
// same count, the same pages, in the same order.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('searching and filtering a table of several chunks', () => {
  it('counts every match and pages through them in row order', async () => {
    const t = await emptyTable(server);
    const rows = 7_000;
    const column = sql.id(`field_${t.primary.id}`);
    // Every seventh row says "needle"; orders run backwards, so row order is not id order.
    await sql`insert into ${sql.table(`database_table_${t.table.id}`)} ("order", ${column})
      select ${rows + 1} - g, case when g % 7 = 0 then 'needle ' || g else 'hay ' || g end from generate_series(1, ${rows}) as g`.execute(server.db.kysely);
    const expected = Array.from({ length: rows }, (_, i) => i + 1).filter((g) => g % 7 === 0).reverse().map((g) => `needle ${g}`);

    const headers = { authorization: `JWT ${t.token}` };
    const page = async (query: string) => (await server.api.raw('GET', `/api/database/rows/table/${t.table.id}/?${query}`, { headers })).body as { count: number; results: Row[] };
    const first = await page('search=needle&size=200');
    expect(first.count).toBe(expected.length);
    expect(first.results.map((row) => row[`field_${t.primary.id}`])).toEqual(expected.slice(0, 200));
    const third = await page('search=needle&size=200&page=3');
    expect(third.results.map((row) => row[`field_${t.primary.id}`])).toEqual(expected.slice(400, 600));
    const filtered = await page(`filter__field_${t.primary.id}__contains=needle 7&size=200`);
    expect(filtered.results.map((row) => row[`field_${t.primary.id}`])).toEqual(expected.filter((value) => value.startsWith('needle 7')).slice(0, 200));
    const grid = (await server.api.raw('GET', `/api/database/views/grid/${t.view.id}/?search=needle&limit=50&offset=900`, { headers })).body as { results: Row[] };
    expect(grid.results.map((row) => row[`field_${t.primary.id}`])).toEqual(expected.slice(900, 950));
    expect((await page('search=nothing-like-this')).count).toBe(0);

    // Read again, the matches come from what the scans kept; a change that adds a match forgets them.
    expect((await page('search=needle&size=200&page=3')).results.map((row) => row[`field_${t.primary.id}`])).toEqual(expected.slice(400, 600));
    // The second row in row order is hay 6999, just after needle 7000.
    const hay = (await page('size=2')).results[1]!;
    expect(hay[`field_${t.primary.id}`]).toBe('hay 6999');
    const edited = await server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/${hay.id}/`, { json: { [`field_${t.primary.id}`]: 'needle now' }, headers });
    expect(edited.status).toBe(200);
    const again = await page('search=needle&size=200');
    expect(again.count).toBe(expected.length + 1);
    expect(again.results.map((row) => row[`field_${t.primary.id}`])).toEqual([expected[0], 'needle now', ...expected.slice(1, 199)]);

    // A pass asked to keep fewer ids than match stops keeping them in its first chunk and counts on through the rest.
    const needles = sql`${column} like 'needle%'`;
    expect(await matchInChunks(server.db.kysely, t.table.id, needles, 10)).toEqual({ count: expected.length + 1, ids: null });
    const kept = await matchInChunks(server.db.kysely, t.table.id, needles, expected.length + 1);
    expect({ count: kept.count, ids: kept.ids?.length }).toEqual({ count: expected.length + 1, ids: expected.length + 1 });
  }, 60_000);
});
