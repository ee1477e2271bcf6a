import { databaseEndpoints as endpoints, isTruthyText, isValidEmail, isValidPhoneNumber, isValidUrl } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('fields', () => {
  it('are created with their type settings and defaults, at the end of the table', async () => {
    const t = await emptyTable(server);
    const number = await t.addField({ name: 'Price', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 });
    expect(number).toEqual({
      id: expect.any(Number), table_id: t.table.id, name: 'Price', order: 1, type: 'number', primary: false,
      number_type: 'DECIMAL', number_decimal_places: 2, number_negative: false, field_constraints: [],
      number_prefix: '', number_suffix: '', number_separator: '', number_percent: false,
    });
    const date = await t.addField({ name: 'When', type: 'date' });
    expect(date).toMatchObject({ order: 2, date_format: 'EU', date_include_time: false, date_time_format: '24' });
    const text = await t.addField({ name: 'Label', type: 'text', text_default: 'new' });
    expect(text).toMatchObject({ text_default: 'new' });
    const row = (await t.addRow({})).body as Record<string, unknown>;
    expect(row[`field_${text.id}`]).toBe('new');
    expect(row[`field_${number.id}`]).toBeNull();
  });

  it('validate name, type and settings', async () => {
    const t = await emptyTable(server);
    const answer = await server.api.raw('POST', `/api/database/fields/table/${t.table.id}/`, {
      json: { name: '', type: 'spreadsheet' },
      headers: { authorization: `JWT ${t.token}` },
    });
    expect(answer.body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: {
        name: [{ error: 'This field may not be blank.', code: 'blank' }],
        type: [{ error: '"spreadsheet" is not a valid choice.', code: 'invalid_choice' }],
      },
    });
    const places = await server.api.raw('POST', `/api/database/fields/table/${t.table.id}/`, {
      json: { name: 'N', type: 'number', number_decimal_places: 9 },
      headers: { authorization: `JWT ${t.token}` },
    });
    expect(places.body).toMatchObject({ detail: { number_decimal_places: [{ code: 'max_value' }] } });
  });

  it('keep the primary field: it cannot be deleted', async () => {
    const t = await emptyTable(server);
    const answer = await server.api.call(endpoints.deleteField, { params: { field_id: t.primary.id }, token: t.token });
    expect(answer.body).toEqual({ error: 'ERROR_CANNOT_DELETE_PRIMARY_FIELD', detail: '' });
  });

  it('are deleted with their data', async () => {
    const t = await emptyTable(server);
    const notes = await t.addField({ name: 'Notes', type: 'long_text' });
    await t.addRow({ [`field_${notes.id}`]: 'gone soon' });
    expect((await server.api.call(endpoints.deleteField, { params: { field_id: notes.id }, token: t.token })).status).toBe(204);
    const [row] = await t.rows();
    expect(row && `field_${notes.id}` in row).toBe(false);
    expect((await server.api.call(endpoints.getField, { params: { field_id: notes.id }, token: t.token })).status).toBe(404);
  });

  it('can be renamed without touching data, and an empty PATCH changes nothing', async () => {
    const t = await emptyTable(server);
    await t.addRow({ [`field_${t.primary.id}`]: 'kept' });
    const renamed = await t.patchField(t.primary.id, { name: 'Title' });
    expect(renamed.body).toMatchObject({ name: 'Title', type: 'text', primary: true });
    expect((await t.patchField(t.primary.id, {})).body).toMatchObject({ name: 'Title' });
    expect(cell((await t.rows())[0], t.primary)).toBe('kept');
  });
});

describe('type conversion (contract §9.3)', () => {
  it('text → number rounds to the places and drops what is not a number', async () => {
    const t = await emptyTable(server);
    const field = await t.addField({ name: 'Value', type: 'text' });
    for (const value of ['10.555', '-3', 'abc', '  7 ', null]) await t.addRow({ [`field_${field.id}`]: value });
    const converted = await t.patchField(field.id, { type: 'number', number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true });
    expect(converted.body).toMatchObject({ type: 'number', number_decimal_places: 2 });
    expect((await t.rows()).map((row) => cell(row, field))).toEqual(['10.56', '-3.00', null, '7.00', null]);

    await t.patchField(field.id, { number_negative: false, number_decimal_places: 1 });
    expect((await t.rows()).map((row) => cell(row, field))).toEqual(['10.6', '0.0', null, '7.0', null]);
  });

  it('number, boolean and date → text use their text forms (dates in the old format)', async () => {
    const t = await emptyTable(server);
    const number = await t.addField({ name: 'N', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 });
    const flag = await t.addField({ name: 'B', type: 'boolean' });
    const date = await t.addField({ name: 'D', type: 'date', date_format: 'US', date_include_time: true, date_time_format: '12' });
    await t.addRow({ [`field_${number.id}`]: '10', [`field_${flag.id}`]: true, [`field_${date.id}`]: '2021-07-22T12:45:00Z' });
    for (const field of [number, flag, date]) await t.patchField(field.id, { type: 'text' });
    const [row] = await t.rows();
    expect([cell(row, number), cell(row, flag), cell(row, date)]).toEqual(['10.00', 'true', '07/22/2021 12:45PM']);
  });

  it('text → date reads the new format leniently, text → boolean the truthy words', async () => {
    const t = await emptyTable(server);
    const when = await t.addField({ name: 'When', type: 'text' });
    const yes = await t.addField({ name: 'Yes', type: 'text' });
    const samples = [['22-7-2021', 'Yes'], ['2021-07-22', 'on'], ['31/02/2021', 'nope'], ['soon', '1'], ['', ' T ']];
    for (const [w, y] of samples) await t.addRow({ [`field_${when.id}`]: w, [`field_${yes.id}`]: y });
    await t.patchField(when.id, { type: 'date', date_format: 'EU' });
    await t.patchField(yes.id, { type: 'boolean' });
    const rows = await t.rows();
    expect(rows.map((row) => cell(row, when))).toEqual(['2021-07-22', '2021-07-22', null, null, null]);
    expect(rows.map((row) => cell(row, yes))).toEqual([true, true, false, true, true]);
  });

  it('date with time ↔ date keeps the UTC day', async () => {
    const t = await emptyTable(server);
    const date = await t.addField({ name: 'D', type: 'date', date_include_time: true });
    await t.addRow({ [`field_${date.id}`]: '2021-07-22T23:30:00+02:00' });
    expect(cell((await t.rows())[0], date)).toBe('2021-07-22T21:30:00Z');
    await t.patchField(date.id, { date_include_time: false });
    expect(cell((await t.rows())[0], date)).toBe('2021-07-22');
    await t.patchField(date.id, { date_include_time: true });
    expect(cell((await t.rows())[0], date)).toBe('2021-07-22T00:00:00Z');
  });

  it('text → boolean reads the truthy words of core, trimmed and in any case', async () => {
    const t = await emptyTable(server);
    const flag = await t.addField({ name: 'Flag', type: 'text' });
    const truthy = ['o', 'O', 'yes', ' Y ', '\tTrue\n', 'on', '1', 't'];
    const falsy = ['no', '', 'n', '0', 'false', 'off', 'f', 'yess', 'maybe', null];
    for (const word of [...truthy, ...falsy]) await t.addRow({ [`field_${flag.id}`]: word });
    await t.patchField(flag.id, { type: 'boolean' });
    const expected = [...truthy.map(() => true), ...falsy.map(() => false)];
    expect((await t.rows()).map((row) => cell(row, flag))).toEqual(expected);
    expect([...truthy, ...falsy].map((word) => isTruthyText(word ?? ''))).toEqual(expected);
  });

  it('text → url, email and phone keep only what core calls valid', async () => {
    const t = await emptyTable(server);
    const url = await t.addField({ name: 'U', type: 'text' });
    const email = await t.addField({ name: 'E', type: 'text' });
    const phone = await t.addField({ name: 'P', type: 'text' });
    const valid = [
      ['https://cellar.dev/a?b=c', 'ada@example.com', '+31 (0)6-1234'],
      ['\u00a0FTP://files.example.com\t', ' ADA@EXAMPLE.COM ', ' 123 x45 '],
    ];
    const invalid = [
      ['see https://cellar.dev', 'mail ada@example.com', 'call me'],
      ['https://', 'ada@example.c', '\t123'],
    ];
    for (const [u, e, p] of [...valid, ...invalid]) await t.addRow({ [`field_${url.id}`]: u, [`field_${email.id}`]: e, [`field_${phone.id}`]: p });
    await t.patchField(url.id, { type: 'url' });
    await t.patchField(email.id, { type: 'email' });
    await t.patchField(phone.id, { type: 'phone_number' });
    const rows = await t.rows();
    expect(rows.map((row) => [cell(row, url), cell(row, email), cell(row, phone)])).toEqual([...valid, ['', '', ''], ['', '', '']]);
    const core = ([u, e, p]: string[]) => [isValidUrl(u ?? ''), isValidEmail(e ?? ''), isValidPhoneNumber(p ?? '')];
    expect([...valid, ...invalid].map(core)).toEqual([...valid.map(() => [true, true, true]), ...invalid.map(() => [false, false, false])]);
  });

  it('changing type resets settings not sent to their defaults', async () => {
    const t = await emptyTable(server);
    const field = await t.addField({ name: 'N', type: 'number', number_type: 'DECIMAL', number_decimal_places: 3 });
    await t.patchField(field.id, { type: 'text' });
    const back = await t.patchField(field.id, { type: 'number' });
    expect(back.body).toMatchObject({ number_type: 'INTEGER', number_decimal_places: 1, number_negative: false });
    expect(back.body).not.toHaveProperty('text_default');
  });
});
