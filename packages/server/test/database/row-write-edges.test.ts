import { applicationEndpoints as apps, databaseEndpoints as endpoints } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

// Row writes at the edges a client can reach: batches that name a row twice or rows that are gone,
// defaults of cells a body leaves out, a link written to a row that does not exist, and a table
// imported with more rows than one insert statement can carry.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a batch update', () => {
  it('refuses a row named twice, at the index of its second mention', async () => {
    const t = await emptyTable(server);
    const [a, b] = await Promise.all([t.addRow({}), t.addRow({})]).then((answers) => answers.map((answer) => (answer.body as { id: number }).id));
    const answer = await server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/batch/`, {
      json: { items: [{ id: a }, { id: b }, { id: a }] },
      headers: { authorization: `JWT ${t.token}` },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: { items: { '2': [{ error: `Row ${a} is already in this batch.`, code: 'unique' }] } },
    });
  });

  it('names every row of the batch that does not exist', async () => {
    const t = await emptyTable(server);
    const row = (await t.addRow({})).body as { id: number };
    const answer = await server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/batch/`, {
      json: { items: [{ id: 999998 }, { id: row.id }, { id: 999999 }] },
      headers: { authorization: `JWT ${t.token}` },
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'ERROR_ROW_DOES_NOT_EXIST', detail: 'The rows 999998, 999999 do not exist.' });
  });
});

describe('cells a new row leaves out', () => {
  it("get the field's default, one row or a batch at a time", async () => {
    const t = await emptyTable(server);
    const greeting = await t.addField({ name: 'Greeting', type: 'text', text_default: 'Hello' });
    const single = (await t.addRow({ [`field_${t.primary.id}`]: 'one' })).body as Record<string, unknown>;
    expect(single[`field_${greeting.id}`]).toBe('Hello');
    const batch = await server.api.raw('POST', `/api/database/rows/table/${t.table.id}/batch/`, {
      json: { items: [{ [`field_${t.primary.id}`]: 'two' }, { [`field_${greeting.id}`]: 'Hi' }] },
      headers: { authorization: `JWT ${t.token}` },
    });
    expect(batch.status).toBe(200);
    expect((batch.body as { items: Record<string, unknown>[] }).items.map((row) => row[`field_${greeting.id}`])).toEqual(['Hello', 'Hi']);
    expect((await t.rows()).map((row) => cell(row, greeting))).toEqual(['Hello', 'Hello', 'Hi']);
  });
});

describe('a link written to a row that does not exist', () => {
  it('is refused as a missing row, and links nothing', async () => {
    const t = await emptyTable(server);
    const target = (await t.addRow({ [`field_${t.primary.id}`]: 'target' })).body as { id: number };
    const link = await t.addField({ name: 'Link', type: 'link_row', link_row_table: t.table.id });
    const answer = await server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/999999/`, {
      json: { [`field_${link.id}`]: [target.id] },
      headers: { authorization: `JWT ${t.token}` },
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'ERROR_ROW_DOES_NOT_EXIST' });
    // The table's only row links nowhere: nothing was written for the missing one.
    expect((await t.rows()).map((row) => cell(row, link))).toEqual([[]]);
  });
});

describe('a table imported with its rows', () => {
  it('keeps every row when they take several insert statements, the last one full', async () => {
    // One column: 15,000 rows go in each statement (30,000 parameters), so 45,000 take exactly three.
    const account = await server.signUp();
    const [database] = (await server.api.call(apps.listAllApplications, { token: account.token })).body;
    const data = [['Name'], ...Array.from({ length: 45_000 }, (_, index) => [`row ${index + 1}`])];
    const table = (await server.api.call(endpoints.createTable, { params: { database_id: database?.id ?? 0 }, body: { name: 'Many', data, first_row_header: true }, token: account.token })).body;
    const last = await server.api.raw('GET', `/api/database/rows/table/${table.id}/?size=1&page=last`, { headers: { authorization: `JWT ${account.token}` } });
    const body = last.body as { count: number; results: Record<string, unknown>[] };
    expect(body.count).toBe(45_000);
    expect(Object.values(body.results[0] ?? {})).toContain('row 45000');
  }, 60_000);
});
