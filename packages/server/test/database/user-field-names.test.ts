import type { Field } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from './helpers.js';

// `user_field_names` on the rows API, as the reference's current API has it (issue 38 item 10):
// names instead of `field_<id>` in answers, bodies, filters, order_by and include/exclude.
let server: TestServer;
let t: Awaited<ReturnType<typeof emptyTable>>;
let price: Field;
let flag: Field;
let lookalike: Field;
const base = () => `/api/database/rows/table/${t.table.id}/`;
const send = (method: 'GET' | 'POST' | 'PATCH', path: string, json?: unknown) =>
  server.api.raw(method, path, { ...(json === undefined ? {} : { json }), headers: { authorization: `JWT ${t.token}` } });
const list = async (query: string) => {
  const answer = await send('GET', `${base()}?user_field_names=true&${query}`);
  return { status: answer.status, body: answer.body as { count: number; results: Record<string, unknown>[]; error?: string; detail?: unknown } };
};

beforeAll(async () => {
  server = await startTestServer();
  t = await emptyTable(server);
  price = await t.addField({ name: 'Price,', type: 'number' });
  flag = await t.addField({ name: '"Name, 2"', type: 'boolean' });
  // A field named like another field's key: by name it is this field, never field 123456.
  lookalike = await t.addField({ name: 'field_123456', type: 'text' });
  for (const [name, amount, done] of [['name 1', 2, false], ['name 2', 1, true]] as const) {
    const answer = await send('POST', `${base()}?user_field_names`, { Name: name, 'Price,': amount, '"Name, 2"': done });
    expect(answer.status).toBe(200);
  }
});
afterAll(() => server.close());

describe('user_field_names on the rows list', () => {
  it('keys the answer by field name; false or absent keeps field_<id>', async () => {
    const { body } = await list('');
    expect(body.results[0]).toEqual({ id: expect.any(Number), order: expect.any(String), Name: 'name 1', 'Price,': '2', '"Name, 2"': false, field_123456: null });
    for (const query of ['user_field_names=false', 'user_field_names=no']) {
      const answer = await send('GET', `${base()}?${query}`);
      expect(Object.keys((answer.body as { results: object[] }).results[0] ?? {})).toContain(`field_${price.id}`);
    }
  });

  it('filters by name, falling back to field_<id>, and ignores a name no field has', async () => {
    const byName = await list('filter__Name__equal=name 1&filter__Name__equal=name 2&filter_type=OR');
    expect(byName.body.count).toBe(2);
    const byId = await list(`filter__field_${t.primary.id}__equal=name 2`);
    expect(byId.body.results.map((row) => row.Name)).toEqual(['name 2']);
    const escaped = await list(`filter__${encodeURIComponent('"Name, 2"')}__boolean=1`);
    expect(escaped.body.results.map((row) => row.Name)).toEqual(['name 2']);
    expect((await list('filter__field_123456__empty=')).body.count).toBe(2);
    expect((await list('filter__Nobody__equal=x')).body.count).toBe(2);
    const unknownId = await list('filter__field_999999__equal=x');
    expect(unknownId).toMatchObject({ status: 400, body: { error: 'ERROR_FILTER_FIELD_NOT_FOUND' } });
    const long = await list(`filter__Name__contains=${'x'.repeat(256)}`);
    expect(long).toMatchObject({ status: 400, body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { filter__Name__contains: expect.any(Array) } } });
  });

  it('orders by names, a name holding a comma in quotes, and refuses field_<id> or an unknown name', async () => {
    expect((await list('order_by=-Name')).body.results.map((row) => row.Name)).toEqual(['name 2', 'name 1']);
    expect((await list(`order_by=${encodeURIComponent('"Price,"')}`)).body.results.map((row) => row.Name)).toEqual(['name 2', 'name 1']);
    const quoted = await list(`order_by=${encodeURIComponent('"-\\"Name, 2\\""')}`);
    expect(quoted.body.results.map((row) => row.Name)).toEqual(['name 2', 'name 1']);
    const byId = await list(`order_by=field_${t.primary.id}`);
    expect(byId).toMatchObject({ status: 400, body: { error: 'ERROR_ORDER_BY_FIELD_NOT_FOUND', detail: `The field field_${t.primary.id} was not found in the table.` } });
    expect(await list('order_by=Nobody')).toMatchObject({ status: 400, body: { error: 'ERROR_ORDER_BY_FIELD_NOT_FOUND' } });
    // Without the parameter a name is no field id (the reference's answer too).
    const plain = await send('GET', `${base()}?order_by=Name`);
    expect(plain.body).toMatchObject({ error: 'ERROR_ORDER_BY_FIELD_NOT_FOUND', detail: 'The field Name was not found in the table.' });
  });

  it('includes and excludes by name, with the reference escaping', async () => {
    const included = await list(`include=${encodeURIComponent('"\\"Name, 2\\"",Name')}`);
    expect(Object.keys(included.body.results[0] ?? {}).sort()).toEqual(['"Name, 2"', 'Name', 'id', 'order']);
    const excluded = await list(`exclude=${encodeURIComponent('"Price,",field_123456')}`);
    expect(Object.keys(excluded.body.results[0] ?? {}).sort()).toEqual(['"Name, 2"', 'Name', 'id', 'order']);
  });
});

describe('user_field_names on one row and on batches', () => {
  it('reads, creates and updates one row by names, reporting a bad value under its name', async () => {
    const created = await send('POST', `${base()}?user_field_names=1`, { Name: 'three', 'Price,': 7, [`field_${price.id}`]: 9 });
    expect(created.body).toMatchObject({ Name: 'three', 'Price,': '7', '"Name, 2"': false });
    const id = (created.body as { id: number }).id;
    // The realtime event keeps field_<id> keys whatever the request's naming.
    expect(server.events.at(-1)).toMatchObject({ type: 'row_created', row: { [`field_${price.id}`]: '7' } });
    const updated = await send('PATCH', `${base()}${id}/?user_field_names=true`, { field_123456: 'look', 'Price,': 8 });
    expect(updated.body).toMatchObject({ Name: 'three', 'Price,': '8', field_123456: 'look' });
    expect(server.events.at(-1)).toMatchObject({ type: 'row_updated', row: { [`field_${lookalike.id}`]: 'look' } });
    const read = await send('GET', `${base()}${id}/?user_field_names=on`);
    expect(read.body).toEqual({ id, order: expect.any(String), Name: 'three', 'Price,': '8', '"Name, 2"': false, field_123456: 'look' });
    const bad = await send('PATCH', `${base()}${id}/?user_field_names=true`, { 'Price,': 'many' });
    expect(bad).toMatchObject({ status: 400, body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { 'Price,': expect.any(Array) } } });
  });

  it('creates and updates batches by names', async () => {
    const created = await send('POST', `${base()}batch/?user_field_names=true`, { items: [{ Name: 'b1' }, { Name: 'b2', '"Name, 2"': true }] });
    const items = (created.body as { items: Record<string, unknown>[] }).items;
    expect(items.map((row) => [row.Name, row['"Name, 2"']])).toEqual([['b1', false], ['b2', true]]);
    const updated = await send('PATCH', `${base()}batch/?user_field_names=true`, { items: items.map((row) => ({ id: row.id, 'Price,': 5 })) });
    expect((updated.body as { items: Record<string, unknown>[] }).items.map((row) => row['Price,'])).toEqual(['5', '5']);
    const bad = await send('PATCH', `${base()}batch/?user_field_names=true`, { items: [{ id: items[0]?.id, '"Name, 2"': 'maybe' }] });
    expect(bad.body).toMatchObject({ error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { items: { 0: { '"Name, 2"': expect.any(Array) } } } });
    expect(flag.name).toBe('"Name, 2"');
  });
});
