import type { Field, Row } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

// Rating, duration and the number's display options over the fields and rows APIs, as the
// reference's current API has them (field_types.py RatingFieldType, DurationFieldType, NumberFieldType).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const column = (rows: Row[], field: Field) => rows.map((row) => cell(row, field));

describe('rating fields', () => {
  it('keep their options, store 0…max_value and refuse a rating above the maximum in the reference\'s words', async () => {
    const t = await emptyTable(server);
    const rating = await t.addField({ name: 'Stars', type: 'rating', max_value: 4, color: 'red', style: 'flag' });
    expect(rating).toMatchObject({ type: 'rating', max_value: 4, color: 'red', style: 'flag' });
    const plain = await t.addField({ name: 'Plain', type: 'rating' });
    expect(plain).toMatchObject({ max_value: 5, color: 'dark-orange', style: 'star' });
    expect((await t.addRow({ [`field_${rating.id}`]: 3 })).status).toBe(200);
    expect((await t.addRow({ [`field_${rating.id}`]: '0' })).status).toBe(200);
    expect((await t.addRow({})).status).toBe(200);
    const above = await t.addRow({ [`field_${rating.id}`]: 5 });
    expect(above.status).toBe(400);
    expect(above.body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: { [`field_${rating.id}`]: [{ error: 'Ensure this value is less than or equal to 4.', code: 'max_value' }] },
    });
    const nulled = await t.addRow({ [`field_${rating.id}`]: null });
    expect(nulled.status).toBe(400);
    expect(column(await t.rows(), rating)).toEqual([3, 0, 0]);
    const badOptions = await t.patchField(rating.id, { max_value: 11 });
    expect(badOptions.status).toBe(400);
    expect((badOptions.body as { error: string }).error).toBe('ERROR_REQUEST_BODY_VALIDATION');
  });

  it('count rows older than the field as 0, sort, filter and search as numbers, and clamp on a lower maximum', async () => {
    const t = await emptyTable(server);
    await t.addRow({ [`field_${t.primary.id}`]: 'older' });
    const rating = await t.addField({ name: 'Stars', type: 'rating', max_value: 5 });
    for (const [name, stars] of [['five', 5], ['two', 2], ['four', 4]] as const) await t.addRow({ [`field_${t.primary.id}`]: name, [`field_${rating.id}`]: stars });
    const names = async (query: string) => (await t.rows(query)).map((row) => cell(row, t.primary));
    expect(await names(`&order_by=-field_${rating.id}`)).toEqual(['five', 'four', 'two', 'older']);
    expect(await names(`&filter__field_${rating.id}__lower_than=3`)).toEqual(['older', 'two']);
    expect(await names(`&filter__field_${rating.id}__equal=0`)).toEqual(['older']);
    expect(await names(`&filter__field_${rating.id}__empty=`)).toEqual([]);
    expect(await names(`&search=4`)).toEqual(['four']);
    expect((await t.patchField(rating.id, { max_value: 3 })).status).toBe(200);
    expect(column(await t.rows(), rating)).toEqual([0, 3, 2, 3]);
  });

  it('convert from and to number, text and boolean as the reference does', async () => {
    const t = await emptyTable(server);
    const text = await t.addField({ name: 'Text', type: 'text' });
    const decimal = await t.addField({ name: 'Decimal', type: 'number', number_type: 'DECIMAL', number_decimal_places: 1, number_negative: true });
    const flag = await t.addField({ name: 'Flag', type: 'boolean' });
    const values: [string | null, string | null, boolean][] = [['5', '4.5', true], ['1.5', '1.3', false], ['invalid', '-7.0', false], [null, null, false]];
    for (const [word, number, ticked] of values) await t.addRow({ [`field_${text.id}`]: word, [`field_${decimal.id}`]: number, [`field_${flag.id}`]: ticked });
    for (const field of [text, decimal, flag]) expect((await t.patchField(field.id, { type: 'rating', max_value: 3 })).status).toBe(200);
    const rows = await t.rows();
    expect(rows.map((row) => [cell(row, text), cell(row, decimal), cell(row, flag)])).toEqual([[3, 3, 1], [2, 1, 0], [0, 0, 0], [0, 0, 0]]);
    expect((await t.patchField(text.id, { type: 'text' })).status).toBe(200);
    expect((await t.patchField(decimal.id, { type: 'number', number_negative: true })).status).toBe(200);
    const back = await t.rows();
    expect(back.map((row) => [cell(row, text), cell(row, decimal)])).toEqual([['3', '3'], ['2', '1'], ['0', '0'], ['0', '0']]);
  });
});

describe('duration fields', () => {
  it('read seconds or formatted text, answer seconds rounded to the format, and refuse "3 days ago"', async () => {
    const t = await emptyTable(server);
    const duration = await t.addField({ name: 'Time', type: 'duration' });
    expect(duration).toMatchObject({ type: 'duration', duration_format: 'h:mm' });
    for (const value of [5400, '1:30', 89, '1d 2h', null]) expect((await t.addRow({ [`field_${duration.id}`]: value })).status).toBe(200);
    expect(column(await t.rows(), duration)).toEqual([5400, 5400, 60, 93600, null]);
    const ago = await t.addRow({ [`field_${duration.id}`]: '3 days ago' });
    expect(ago.status).toBe(400);
    expect(ago.body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: { [`field_${duration.id}`]: [{ error: 'The value 3 days ago is not a valid duration.', code: 'invalid' }] },
    });
    const huge = await t.addRow({ [`field_${duration.id}`]: 1e20 });
    expect(huge.status).toBe(400);
    const badFormat = await t.patchField(duration.id, { duration_format: 'hh' });
    expect(badFormat.status).toBe(400);
  });

  it('keep milliseconds in a fine format, round them away in a coarser one, and sort, filter and search', async () => {
    const t = await emptyTable(server);
    const duration = await t.addField({ name: 'Lap', type: 'duration', duration_format: 'h:mm:ss.sss' });
    for (const value of [3723.456, 59.9996, -30]) await t.addRow({ [`field_${duration.id}`]: value });
    expect(column(await t.rows(), duration)).toEqual([3723.456, 60, -30]);
    expect(column(await t.rows(`&order_by=field_${duration.id}`), duration)).toEqual([-30, 60, 3723.456]);
    expect(column(await t.rows(`&filter__field_${duration.id}__higher_than=1:00`), duration)).toEqual([3723.456]);
    expect(column(await t.rows(`&search=1:02:03`), duration)).toEqual([3723.456]);
    expect((await t.patchField(duration.id, { duration_format: 'h:mm:ss' })).status).toBe(200);
    expect(column(await t.rows(), duration)).toEqual([3723, 60, -30]);
    expect((await t.patchField(duration.id, { duration_format: 'd h' })).status).toBe(200);
    expect(column(await t.rows(), duration)).toEqual([3600, 0, 0]);
  });

  it('convert from text and number and to text as the format writes it', async () => {
    const t = await emptyTable(server);
    const text = await t.addField({ name: 'Text', type: 'text' });
    const number = await t.addField({ name: 'Seconds', type: 'number', number_negative: true });
    for (const [word, seconds] of [['1:30', '90'], ['1d 2:03', '-60'], ['soon', null]] as const) await t.addRow({ [`field_${text.id}`]: word, [`field_${number.id}`]: seconds });
    expect((await t.patchField(text.id, { type: 'duration', duration_format: 'd h:mm' })).status).toBe(200);
    expect((await t.patchField(number.id, { type: 'duration', duration_format: 'h:mm:ss' })).status).toBe(200);
    expect((await t.rows()).map((row) => [cell(row, text), cell(row, number)])).toEqual([[5400, 90], [93780, -60], [null, null]]);
    expect((await t.patchField(text.id, { type: 'text' })).status).toBe(200);
    expect((await t.patchField(number.id, { type: 'number', number_negative: true })).status).toBe(200);
    expect((await t.rows()).map((row) => [cell(row, text), cell(row, number)])).toEqual([['0d 1:30', '90'], ['1d 2:03', '-60'], [null, null]]);
  });
});

describe('number display options', () => {
  it('are kept and returned, change no stored value, and leave the API\'s plain number', async () => {
    const t = await emptyTable(server);
    const price = await t.addField({ name: 'Price', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 });
    expect(price).toMatchObject({ number_prefix: '', number_suffix: '', number_separator: '', number_percent: false });
    await t.addRow({ [`field_${price.id}`]: '1234.5' });
    const changed = await t.patchField(price.id, { number_prefix: '$', number_separator: 'COMMA_PERIOD', number_suffix: ' USD' });
    expect(changed.body).toMatchObject({ number_prefix: '$', number_separator: 'COMMA_PERIOD', number_suffix: ' USD', number_decimal_places: 2 });
    expect(column(await t.rows(), price)).toEqual(['1234.50']);
    expect((await t.patchField(price.id, { number_separator: 'DOT' })).status).toBe(400);
    expect((await t.patchField(price.id, { number_prefix: 'x'.repeat(11) })).status).toBe(400);
    // The API reads plain numbers only, as the reference's decimal serializer does.
    expect((await t.addRow({ [`field_${price.id}`]: '$1,000.00' })).status).toBe(400);
  });
});
