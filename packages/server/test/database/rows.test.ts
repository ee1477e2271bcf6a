import { databaseEndpoints as endpoints } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('writes by someone outside the group (Cellar checks membership before the body, contract §10)', () => {
  it('tell nothing of the fields, the values or which rows exist', async () => {
    const t = await emptyTable(server);
    const email = await t.addField({ name: 'E', type: 'email' });
    const row = (await t.addRow({})).body as { id: number };
    const outsider = await server.signUp();
    const auth = { authorization: `JWT ${outsider.token}` };
    const notInGroup = { error: 'ERROR_USER_NOT_IN_GROUP', detail: '' };
    const attempts = [
      server.api.raw('POST', `/api/database/rows/table/${t.table.id}/`, { json: { [`field_${email.id}`]: 'not an address' }, headers: auth }),
      server.api.raw('POST', `/api/database/rows/table/${t.table.id}/`, { json: { field_999999: 'x' }, headers: auth }),
      server.api.raw('POST', `/api/database/rows/table/${t.table.id}/?before=999999`, { json: {}, headers: auth }),
      server.api.raw('POST', `/api/database/rows/table/${t.table.id}/?before=${row.id}`, { json: {}, headers: auth }),
      server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/${row.id}/`, { json: { [`field_${email.id}`]: 'not an address' }, headers: auth }),
      server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/999999/`, { json: { [`field_${email.id}`]: 'not an address' }, headers: auth }),
      server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/999999/`, { json: {}, headers: auth }),
      server.api.raw('DELETE', `/api/database/rows/table/${t.table.id}/999999/`, { headers: auth }),
    ];
    for (const answer of await Promise.all(attempts)) expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: notInGroup });
  });
});

describe('row values (contract §9.4)', () => {
  it('are accepted in each type and answered in its format', async () => {
    const t = await emptyTable(server);
    const f = {
      number: await t.addField({ name: 'N', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 }),
      boolean: await t.addField({ name: 'B', type: 'boolean' }),
      date: await t.addField({ name: 'D', type: 'date' }),
      dateTime: await t.addField({ name: 'DT', type: 'date', date_include_time: true }),
      url: await t.addField({ name: 'U', type: 'url' }),
      email: await t.addField({ name: 'E', type: 'email' }),
      phone: await t.addField({ name: 'P', type: 'phone_number' }),
    };
    const created = await t.addRow({
      [`field_${t.primary.id}`]: 'Ada',
      [`field_${f.number.id}`]: 10.2,
      [`field_${f.boolean.id}`]: 'true',
      [`field_${f.date.id}`]: '2021-7-2',
      [`field_${f.dateTime.id}`]: '2021-07-22 14:00',
      [`field_${f.url.id}`]: 'https://cellar.dev/docs',
      [`field_${f.email.id}`]: null,
      [`field_${f.phone.id}`]: '+31 6 1234',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      order: '1.00000000000000000000',
      [`field_${t.primary.id}`]: 'Ada',
      [`field_${f.number.id}`]: '10.20',
      [`field_${f.boolean.id}`]: true,
      [`field_${f.date.id}`]: '2021-07-02',
      [`field_${f.dateTime.id}`]: '2021-07-22T14:00:00Z',
      [`field_${f.url.id}`]: 'https://cellar.dev/docs',
      [`field_${f.email.id}`]: '',
      [`field_${f.phone.id}`]: '+31 6 1234',
    });
    const empty = (await t.addRow({})).body as Record<string, unknown>;
    expect([empty[`field_${f.number.id}`], empty[`field_${f.boolean.id}`], empty[`field_${f.url.id}`], empty[`field_${f.date.id}`]]).toEqual([null, false, '', null]);
  });

  it('are refused per key with the reference codes, and nothing is written', async () => {
    const t = await emptyTable(server);
    const number = await t.addField({ name: 'N', type: 'number', number_type: 'DECIMAL', number_decimal_places: 1 });
    const flag = await t.addField({ name: 'B', type: 'boolean' });
    const date = await t.addField({ name: 'D', type: 'date' });
    const email = await t.addField({ name: 'E', type: 'email' });
    const answer = await t.addRow({
      [`field_${number.id}`]: '1.25',
      [`field_${flag.id}`]: null,
      [`field_${date.id}`]: '2021-07-22T10:00',
      [`field_${email.id}`]: 'nope',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: {
        [`field_${number.id}`]: [{ error: 'Ensure that there are no more than 1 decimal places.', code: 'max_decimal_places' }],
        [`field_${flag.id}`]: [{ error: 'This field may not be null.', code: 'null' }],
        [`field_${date.id}`]: [{ error: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.', code: 'invalid' }],
        [`field_${email.id}`]: [{ error: 'Enter a valid email address.', code: 'invalid' }],
      },
    });
    const negative = await t.addRow({ [`field_${number.id}`]: -1 });
    expect(negative.body).toMatchObject({ detail: { [`field_${number.id}`]: [{ code: 'min_value' }] } });
    const tooLong = await t.addRow({ [`field_${number.id}`]: '1'.repeat(52) });
    expect(tooLong.body).toMatchObject({ detail: { [`field_${number.id}`]: [{ code: 'max_digits' }] } });
    expect(await t.rows()).toEqual([]);
  });

  it('keep 50-digit numbers exact', async () => {
    const t = await emptyTable(server);
    const number = await t.addField({ name: 'Big', type: 'number', number_type: 'DECIMAL', number_decimal_places: 5, number_negative: true });
    const big = `-${'9'.repeat(50)}.12345`;
    const row = (await t.addRow({ [`field_${number.id}`]: big })).body as Record<string, unknown>;
    expect(row[`field_${number.id}`]).toBe(big);
  });
});

describe('rows', () => {
  it('are inserted before a row with the exact order arithmetic of contract §10.2', async () => {
    const t = await emptyTable(server);
    const first = (await t.addRow({ [`field_${t.primary.id}`]: 'one' })).body as { id: number };
    await t.addRow({ [`field_${t.primary.id}`]: 'two' });
    const before1 = (await t.addRow({ [`field_${t.primary.id}`]: 'a' }, first.id)).body as { order: string };
    expect(before1.order).toBe('0.99999999999999999999');
    await t.addRow({ [`field_${t.primary.id}`]: 'b' }, first.id);
    expect((await t.rows()).map((row) => cell(row, t.primary))).toEqual(['a', 'b', 'one', 'two']);
    const unknown = await t.addRow({}, 999999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'ERROR_ROW_DOES_NOT_EXIST' });
    expect(server.events.at(-1)).toMatchObject({ type: 'row_created', beforeRowId: first.id });
  });

  it('are updated key by key and deleted', async () => {
    const t = await emptyTable(server);
    const notes = await t.addField({ name: 'Notes', type: 'long_text' });
    const row = (await t.addRow({ [`field_${t.primary.id}`]: 'keep', [`field_${notes.id}`]: 'old' })).body as { id: number };
    const path = { table_id: t.table.id, row_id: row.id };
    const updated = await server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/${row.id}/`, {
      json: { [`field_${notes.id}`]: 'new', field_999999: 'ignored' },
      headers: { authorization: `JWT ${t.token}` },
    });
    expect(updated.body).toMatchObject({ [`field_${t.primary.id}`]: 'keep', [`field_${notes.id}`]: 'new' });
    expect((await server.api.call(endpoints.deleteRow, { params: path, token: t.token })).status).toBe(204);
    expect((await server.api.call(endpoints.getRow, { params: path, token: t.token })).status).toBe(404);
    expect((await server.api.call(endpoints.deleteRow, { params: path, token: t.token })).status).toBe(404);
  });

  it('are searched, ordered, paged and trimmed to chosen fields', async () => {
    const t = await emptyTable(server);
    const amount = await t.addField({ name: 'Amount', type: 'number' });
    for (const [name, value] of [['Pear', 30], ['apple', 100], ['Plum', 5], ['Apricot', null]] as const) {
      await t.addRow({ [`field_${t.primary.id}`]: name, [`field_${amount.id}`]: value });
    }
    expect((await t.rows('&search=AP')).map((row) => cell(row, t.primary))).toEqual(['apple', 'Apricot']);
    expect((await t.rows('&search=10')).map((row) => cell(row, t.primary))).toEqual(['apple']);
    expect((await t.rows(`&order_by=-field_${amount.id}`)).map((row) => cell(row, t.primary))).toEqual(['Apricot', 'apple', 'Pear', 'Plum']);
    const only = await t.rows(`&include=field_${amount.id}`);
    expect(Object.keys(only[0] ?? {}).sort()).toEqual(['id', 'order', `field_${amount.id}`].sort());

    // The second half of a list is read from the end; it must match reading forwards, nulls included.
    const secondPage = await t.rows(`&order_by=-field_${amount.id}&size=2&page=2`);
    expect(secondPage.map((row) => cell(row, t.primary))).toEqual(['Pear', 'Plum']);
    const page = await server.api.raw('GET', `/api/database/rows/table/${t.table.id}/?size=3&page=2`, { headers: { authorization: `JWT ${t.token}` } });
    expect(page.body).toMatchObject({ count: 4, next: null, previous: expect.stringContaining('size=3'), results: [expect.anything()] });
    const bad = await server.api.raw('GET', `/api/database/rows/table/${t.table.id}/?size=201`, { headers: { authorization: `JWT ${t.token}` } });
    expect(bad.body).toEqual({ error: 'ERROR_PAGE_SIZE_LIMIT', detail: 'The page size is limited to 200.' });
    const outOfRange = await server.api.raw('GET', `/api/database/rows/table/${t.table.id}/?page=9`, { headers: { authorization: `JWT ${t.token}` } });
    expect(outOfRange.body).toEqual({ error: 'ERROR_INVALID_PAGE', detail: 'Invalid page.' });
    const unknownOrder = await server.api.raw('GET', `/api/database/rows/table/${t.table.id}/?order_by=field_999`, { headers: { authorization: `JWT ${t.token}` } });
    expect(unknownOrder.body).toEqual({ error: 'ERROR_ORDER_BY_FIELD_NOT_FOUND', detail: 'The field field_999 was not found in the table.' });
  });
});

describe('the grid view endpoint', () => {
  it('reads windows by limit/offset, counts, and refreshes rows by id', async () => {
    const t = await emptyTable(server);
    const ids: number[] = [];
    for (let i = 1; i <= 7; i += 1) ids.push(((await t.addRow({ [`field_${t.primary.id}`]: `row ${i}` })).body as { id: number }).id);
    const auth = { authorization: `JWT ${t.token}` };
    const window = await server.api.raw('GET', `/api/database/views/grid/${t.view.id}/?limit=3&offset=3`, { headers: auth });
    const body = window.body as { count: number; results: unknown[]; next: string; previous: string };
    expect(body.count).toBe(7);
    expect(body.results.map((row) => cell(row as never, t.primary))).toEqual(['row 4', 'row 5', 'row 6']);
    expect(body.next).toContain('offset=6');
    const count = await server.api.raw('GET', `/api/database/views/grid/${t.view.id}/?count&search=row 1`, { headers: auth });
    expect(count.body).toEqual({ count: 1 });
    const refreshed = await server.api.call(endpoints.gridRowsById, { params: { view_id: t.view.id }, body: { row_ids: [ids[5] ?? 0, ids[0] ?? 0, 999999] }, token: t.token });
    expect(refreshed.body.map((row) => row.id)).toEqual([ids[0], ids[5]]);
    const missingGrid = await server.api.raw('GET', '/api/database/views/grid/999999/', { headers: auth });
    expect(missingGrid.body).toMatchObject({ error: 'ERROR_GRID_DOES_NOT_EXIST' });
  });

  it('counts rows right after rows are added and deleted', async () => {
    const t = await emptyTable(server);
    const auth = { authorization: `JWT ${t.token}` };
    const count = async () => ((await server.api.raw('GET', `/api/database/views/grid/${t.view.id}/?limit=10`, { headers: auth })).body as { count: number }).count;
    expect(await count()).toBe(0);
    const row = (await t.addRow({})).body as { id: number };
    await t.addRow({});
    expect(await count()).toBe(2);
    await server.api.call(endpoints.deleteRow, { params: { table_id: t.table.id, row_id: row.id }, token: t.token });
    expect(await count()).toBe(1);
  });

  it('persists column width, visibility and position per view', async () => {
    const t = await emptyTable(server);
    const notes = await t.addField({ name: 'Notes', type: 'long_text' });
    const patch = (body: unknown) => server.api.raw('PATCH', `/api/database/views/grid/${t.view.id}/`, { json: body, headers: { authorization: `JWT ${t.token}` } });
    const answer = await patch({ field_options: { [notes.id]: { width: 320, hidden: true, order: 1 } } });
    expect(answer.body).toEqual({
      field_options: { [t.primary.id]: { width: 200, hidden: false, order: 32767 }, [notes.id]: { width: 320, hidden: true, order: 1 } },
      filters_disabled: false,
    });
    await patch({ field_options: { [notes.id]: { hidden: false } } });
    const grid = await server.api.raw('GET', `/api/database/views/grid/${t.view.id}/?include=field_options`, { headers: { authorization: `JWT ${t.token}` } });
    expect((grid.body as { field_options: Record<string, unknown> }).field_options[String(notes.id)]).toEqual({ width: 320, hidden: false, order: 1 });
    expect((await patch({ field_options: { abc: {} } })).body).toMatchObject({ detail: { field_options: [{ code: 'invalid_key' }] } });
    expect((await patch({ field_options: { [notes.id]: { width: 'wide' } } })).body).toMatchObject({ detail: { field_options: [{ code: 'invalid_value' }] } });
    expect((await patch({ field_options: { 999999: { width: 100 } } })).body).toMatchObject({ error: 'ERROR_UNRELATED_FIELD' });
  });
});
