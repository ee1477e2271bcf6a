import type { Row } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

// Cellar's batch rows endpoints (beside contract §10's single-row ones): what a spreadsheet-sized
// paste, a range delete and undo go through.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function scratch() {
  const t = await emptyTable(server);
  const count = await t.addField({ name: 'Count', type: 'number' });
  const auth = { authorization: `JWT ${t.token}` };
  const batch = (method: 'POST' | 'PATCH', path: 'batch' | 'batch-delete', json: unknown, query = '') =>
    server.api.raw(method, `/api/database/rows/table/${t.table.id}/${path}/${query}`, { json, headers: auth });
  const name = (text: string, n?: number) => ({ [`field_${t.primary.id}`]: text, ...(n === undefined ? {} : { [`field_${count.id}`]: n }) });
  return { t, count, auth, batch, name, names: async () => (await t.rows()).map((row) => cell(row, t.primary)) };
}

describe('creating rows in a batch', () => {
  it('adds them in the order sent, after the last row, with defaults for what is left out', async () => {
    const { t, count, batch, name, names } = await scratch();
    await t.addRow(name('first'));
    const answer = await batch('POST', 'batch', { items: [name('a', 1), name('b'), {}] });
    expect(answer.status).toBe(200);
    const items = (answer.body as { items: Row[] }).items;
    expect(items.map((row) => [cell(row, t.primary), cell(row, count), row.order])).toEqual([
      ['a', '1', '2.00000000000000000000'],
      ['b', null, '3.00000000000000000000'],
      [null, null, '4.00000000000000000000'],
    ]);
    expect(await names()).toEqual(['first', 'a', 'b', null]);
  });

  it('puts them all before a row, in the order sent, behind rows inserted there earlier', async () => {
    const { t, batch, name, names } = await scratch();
    const first = (await t.addRow(name('first'))).body as Row;
    await t.addRow(name('last'));
    await t.addRow(name('earlier'), (await t.rows())[1]?.id);
    const answer = await batch('POST', 'batch', { items: [name('x'), name('y')] }, `?before=${(await t.rows())[2]?.id}`);
    expect(answer.status).toBe(200);
    expect(await names()).toEqual(['first', 'earlier', 'x', 'y', 'last']);
    expect(first.order).toBe('1.00000000000000000000');
  });

  it('reports every bad item by its index and writes none of them', async () => {
    const { t, count, batch, name, names } = await scratch();
    const answer = await batch('POST', 'batch', { items: [name('fine', 1), { [`field_${count.id}`]: 'many' }, name('ok'), { [`field_${count.id}`]: 'x' }] });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: { items: { '1': { [`field_${count.id}`]: [{ code: 'invalid' }] }, '3': { [`field_${count.id}`]: [{ code: 'invalid' }] } } },
    });
    expect(Object.keys((answer.body as { detail: { items: object } }).detail.items)).toEqual(['1', '3']);
    expect(await names()).toEqual([]);
    void t;
  });

  it('refuses an empty batch, more than 200 rows, and bodies that are not a list of objects', async () => {
    const { batch, names } = await scratch();
    const tooMany = Array.from({ length: 201 }, () => ({}));
    for (const body of [{ items: [] }, { items: tooMany }, { items: 'rows' }, { items: [1, 2] }, [], null, 'x']) {
      const answer = await batch('POST', 'batch', body);
      expect({ body, status: answer.status, error: (answer.body as { error: string }).error }).toEqual({ body, status: 400, error: 'ERROR_REQUEST_BODY_VALIDATION' });
    }
    expect(await names()).toEqual([]);
  });
});

describe('changing rows in a batch', () => {
  it('writes each row its own cells and answers the rows in the order sent', async () => {
    const { t, count, batch, name, names } = await scratch();
    const rows = ((await batch('POST', 'batch', { items: [name('a', 1), name('b', 2), name('c', 3)] })).body as { items: Row[] }).items;
    const [a, b, c] = rows as [Row, Row, Row];
    const answer = await batch('PATCH', 'batch', { items: [{ id: c.id, [`field_${count.id}`]: 30 }, { id: a.id, ...name('A') }] });
    expect(answer.status).toBe(200);
    expect((answer.body as { items: Row[] }).items.map((row) => row.id)).toEqual([c.id, a.id]);
    expect(await names()).toEqual(['A', 'b', 'c']);
    expect((await t.rows()).map((row) => cell(row, count))).toEqual(['1', '2', '30']);
    void b;
  });

  it('fails whole when a row does not exist, is named twice or a value is bad', async () => {
    const { t, count, batch, name } = await scratch();
    const [a] = ((await batch('POST', 'batch', { items: [name('a', 1)] })).body as { items: Row[] }).items as [Row];
    const missing = await batch('PATCH', 'batch', { items: [{ id: a.id, ...name('changed') }, { id: 999_999, ...name('x') }] });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'ERROR_ROW_DOES_NOT_EXIST', detail: 'The rows 999999 do not exist.' });
    const twice = await batch('PATCH', 'batch', { items: [{ id: a.id, ...name('one') }, { id: a.id, ...name('two') }] });
    expect(twice.status).toBe(400);
    const bad = await batch('PATCH', 'batch', { items: [{ id: a.id, ...name('changed'), [`field_${count.id}`]: 'NaN' }] });
    expect(bad.body).toMatchObject({ error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { items: { '0': { [`field_${count.id}`]: [{ code: 'invalid' }] } } } });
    const withoutId = await batch('PATCH', 'batch', { items: [name('no id')] });
    expect(withoutId.body).toMatchObject({ error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { items: [{ id: [{ code: 'required' }] }] } });
    const huge = await batch('PATCH', 'batch', { items: [{ id: 2 ** 31, ...name('x') }] });
    expect(huge.status).toBe(400);
    expect((await t.rows()).map((row) => [cell(row, t.primary), cell(row, count)])).toEqual([['a', '1']]);
  });
});

describe('deleting rows in a batch', () => {
  it('deletes them all, or none when one of them does not exist', async () => {
    const { batch, name, names } = await scratch();
    const [a, b, c] = ((await batch('POST', 'batch', { items: [name('a'), name('b'), name('c')] })).body as { items: Row[] }).items as [Row, Row, Row];
    const missing = await batch('POST', 'batch-delete', { items: [a.id, 999_999] });
    expect(missing.status).toBe(404);
    expect(await names()).toEqual(['a', 'b', 'c']);
    const answer = await batch('POST', 'batch-delete', { items: [c.id, a.id] });
    expect(answer.status).toBe(204);
    expect(await names()).toEqual(['b']);
    void b;
  });

  it('is refused to someone outside the group before the body is read', async () => {
    const { t, batch, name, names } = await scratch();
    await batch('POST', 'batch', { items: [name('kept')] });
    const outsider = await server.signUp();
    const headers = { authorization: `JWT ${outsider.token}` };
    for (const [method, path, json] of [['POST', 'batch', { items: 'nonsense' }], ['PATCH', 'batch', { items: [{ id: 1 }] }], ['POST', 'batch-delete', { items: [(await t.rows())[0]?.id] }]] as const) {
      const answer = await server.api.raw(method, `/api/database/rows/table/${t.table.id}/${path}/`, { json, headers });
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: { error: 'ERROR_USER_NOT_IN_GROUP', detail: '' } });
    }
    expect(await names()).toEqual(['kept']);
  });
});

describe('live subscribers', () => {
  it('hear each created, changed and deleted row as its own contract event', async () => {
    const { t, batch, name } = await scratch();
    const before = server.events.length;
    const [a, b] = ((await batch('POST', 'batch', { items: [name('a'), name('b')] })).body as { items: Row[] }).items as [Row, Row];
    await batch('PATCH', 'batch', { items: [{ id: b.id, ...name('B') }] });
    await batch('POST', 'batch-delete', { items: [a.id] });
    expect(server.events.slice(before).map((event) => [event.type, 'row' in event ? event.row.id : 'rowId' in event ? event.rowId : null])).toEqual([
      ['row_created', a.id],
      ['row_created', b.id],
      ['row_updated', b.id],
      ['row_deleted', a.id],
    ]);
    void t;
  });
});
