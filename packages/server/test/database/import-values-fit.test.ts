import { importedRowCheck, type ImportedColumnBodies } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

// An import that reports values not fitting their column (issue 12, point 3) must report exactly
// the values the server's conversion would empty: the browser checks with core's rule, the
// conversion runs as SQL on either engine, and here both meet on the same values.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// `lenient`: values the check refuses although the database's own date reading takes them (PostgreSQL reads
// 12/31/2024 month first whatever the field's order): their rows are reported when they could have been kept,
// which is the safe side; a value the check takes that the conversion empties would be lost without a word.
const cases: { body: ImportedColumnBodies[string]; values: string[]; lenient?: string[] }[] = [
  { body: { type: 'number', number_decimal_places: 2, number_negative: true }, values: ['12', ' 3.5 ', '-4', '+7', '1,5', 'twelve', '1e3', '.5', '0x10', '1'.repeat(50), '1'.repeat(51), '١٢'] },
  {
    body: { type: 'date', date_format: 'EU' },
    values: ['31/12/2024', '2024-12-31', '12/31/2024', '31.12.2024 10:30', '1/2/2024 7:45 PM', 'someday', '32/01/2024', '29/02/2023', '29/02/2024', '2024-02-30'],
    lenient: ['12/31/2024'],
  },
  { body: { type: 'date', date_format: 'US' }, values: ['12/31/2024', '31/12/2024', '2024-01-02', '2024/01/02 10:00'] },
  { body: { type: 'date', date_format: 'ISO' }, values: ['2024-01-02', '2024/1/2', '02/01/2024', '2024-13-01'], lenient: ['02/01/2024'] },
  { body: { type: 'email' }, values: ['ada@example.com', ' ada@example.com ', 'ada@', 'ada@example', '@example.com', 'a b@example.com'] },
  { body: { type: 'url' }, values: ['https://example.com', 'http://example.com/a?b=c', 'ftp://files.example.com', 'example.com', 'not a url', 'https://'] },
  {
    body: { type: 'single_select', select_options: [{ value: 'Small', color: 'blue' }, { value: 'Large', color: 'red' }] },
    values: ['Small', 'small', 'LARGE', 'Medium', 'Smal'],
  },
];

describe("the values an import reports as not fitting are those the server's conversion empties", () => {
  it.each(cases.map((item) => ({ ...item, name: [item.body.type, item.body.date_format].filter(Boolean).join(' ') })))('$name', async ({ body, values, lenient = [] }) => {
    const t = await emptyTable(server);
    const field = await t.addField({ name: 'Value', type: 'text' });
    for (const value of values) expect((await t.addRow({ [`field_${field.id}`]: value })).status).toBe(200);
    expect((await t.patchField(field.id, body)).status).toBe(200);
    const converted = (await t.rows()).map((row) => cell(row, field));
    const check = importedRowCheck({ '0': body }, ['Value']);
    const kept = values.map((value, index) => [value, converted[index] !== null && converted[index] !== '' && converted[index] !== undefined]);
    expect(kept).toEqual(values.map((value) => [value, check([value]) === null || lenient.includes(value)]));
    expect(lenient.every((value) => check([value]) !== null)).toBe(true);
  });

  it('boolean: the words that mean yes or no fit; any other word would silently become false', async () => {
    const t = await emptyTable(server);
    const field = await t.addField({ name: 'Value', type: 'text' });
    const values = ['yes', 'No', 'TRUE', 'off', '1', '0', 'o', 'y', 'f', 'maybe', 'si'];
    for (const value of values) await t.addRow({ [`field_${field.id}`]: value });
    await t.patchField(field.id, { type: 'boolean' });
    const converted = (await t.rows()).map((row) => cell(row, field));
    const check = importedRowCheck({ '0': { type: 'boolean' } }, ['Value']);
    // What fits converts to the word's meaning; what does not fit is exactly what became false without saying 'no'.
    expect(values.filter((value) => check([value]) !== null)).toEqual(['maybe', 'si']);
    expect(converted).toEqual([true, false, true, false, true, false, true, true, false, false, false]);
  });
});
