import type { Row } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from './helpers.js';

// Large: the race needs many writers at once; 20 clients × 100 creates take turns on one table's lock (~9 s on
// PostgreSQL).

// Many clients writing to one table at once, as a busy office does (issue 14). On PostgreSQL the
// writes really overlap; the embedded engine serialises them, and must answer the same. Fewer
// writes there: it proves the same rules in a fraction of the time.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clients = 20;
const createsPerClient = onPostgres ? 100 : 15;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('concurrent writers on one table', () => {
  it(`${clients} clients × ${createsPerClient} creates: every row created, every order unique and whole`, async () => {
    const t = await emptyTable(server);
    const statuses = (
      await Promise.all(
        Array.from({ length: clients }, async (_, client) => {
          const answers: number[] = [];
          for (let i = 0; i < createsPerClient; i += 1) answers.push((await t.addRow({ [`field_${t.primary.id}`]: `c${client}-${i}` })).status);
          return answers;
        }),
      )
    ).flat();
    expect(statusCounts(statuses)).toEqual({ 200: clients * createsPerClient });
    const rows = await allRows(t.rows);
    expect(rows).toHaveLength(clients * createsPerClient);
    const orders = rows.map((row) => row.order);
    expect(new Set(orders).size, 'duplicate orders').toBe(orders.length);
    // Appends take the next whole number (contract §10.2): 1 … n, with no gaps and no repeats.
    expect(orders.map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: orders.length }, (_, i) => i + 1));
  }, 120_000);

  it(`${clients} simultaneous inserts before one row all land just before it, each in its own place`, async () => {
    const t = await emptyTable(server);
    const first = (await t.addRow({ [`field_${t.primary.id}`]: 'first' })).body as Row;
    const target = (await t.addRow({ [`field_${t.primary.id}`]: 'target' })).body as Row;
    const answers = await Promise.all(Array.from({ length: clients }, (_, i) => t.addRow({ [`field_${t.primary.id}`]: `before ${i}` }, target.id)));
    expect(statusCounts(answers.map((answer) => answer.status))).toEqual({ 200: clients });
    const rows = await t.rows();
    expect(rows[0]?.id).toBe(first.id);
    expect(rows[rows.length - 1]?.id).toBe(target.id);
    expect(new Set(rows.map((row) => row.order)).size).toBe(rows.length);
    // Each insert went immediately before the target at its commit, and the earlier ones moved down
    // with it: the inserts read in the order they were answered (their orders strictly increase).
    const inserted = answers.map((answer) => (answer.body as Row).id);
    expect(new Set(rows.slice(1, -1).map((row) => row.id))).toEqual(new Set(inserted));
    for (const row of rows.slice(1, -1)) expect(Number(row.order)).toBeGreaterThan(1.99);
  }, 60_000);

  it('field changes racing row writes: every write succeeds or gets a contract error, never a 500', async () => {
    const t = await emptyTable(server);
    const racing = await t.addField({ name: 'Racing', type: 'text' });
    const seed = (await t.addRow({ [`field_${racing.id}`]: '12' })).body as Row;
    const headers = { authorization: `JWT ${t.token}` };
    const writes = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0
        ? t.addRow({ [`field_${racing.id}`]: String(i), [`field_${t.primary.id}`]: `row ${i}` })
        : server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/${seed.id}/`, { json: { [`field_${racing.id}`]: String(i) }, headers }),
    );
    const schema = [
      t.patchField(racing.id, { type: 'number' }),
      t.patchField(racing.id, { type: 'text' }),
      t.addField({ name: 'Later', type: 'boolean' }).then(() => ({ status: 200 })),
      server.api.raw('DELETE', `/api/database/fields/${racing.id}/`, { headers }),
    ];
    const answers = await Promise.all([...writes, ...schema]);
    const failures = answers.filter((answer) => answer.status >= 500);
    expect(failures, JSON.stringify(failures.map((answer) => ('body' in answer ? answer.body : answer)))).toEqual([]);
    for (const answer of answers) expect([200, 204, 400, 404]).toContain(answer.status);
  }, 60_000);
});

async function allRows(read: (query?: string) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    // A page past the last is a 404 without results.
    const batch: Row[] | undefined = await read(`&page=${page}`);
    rows.push(...(batch ?? []));
    if (!batch || batch.length < 200) return rows;
  }
}
