import { databaseEndpoints as endpoints, type Field, type SelectOption } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

// Changes of a field's settings that rewrite or keep its stored values, and single select edges
// that only SQL sees: found by mutation testing (docs/mutation-testing.md).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const optionsOf = (field: unknown) => (field as Field).select_options as SelectOption[];

describe('number settings (contract §9.2)', () => {
  it('clamp stored negatives at 0 when negatives are turned off, with the same places', async () => {
    const t = await emptyTable(server);
    const price = await t.addField({ name: 'Price', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true });
    await t.addRow({ [`field_${price.id}`]: '-5.50' });
    await t.addRow({ [`field_${price.id}`]: '7.25' });
    const changed = await t.patchField(price.id, { number_negative: false });
    expect(changed.status).toBe(200);
    expect((await t.rows()).map((row) => cell(row, price))).toEqual(['0.00', '7.25']);
  });
});

describe('single select options (contract §9.6)', () => {
  it('save a new colour or a new order of options that keep their ids', async () => {
    const t = await emptyTable(server);
    const field = await t.addField({ name: 'Fruit', type: 'single_select', select_options: [{ value: 'Apple', color: 'red' }, { value: 'Pear', color: 'green' }] });
    const [apple, pear] = optionsOf(field) as [SelectOption, SelectOption];
    const recoloured = await t.patchField(field.id, { select_options: [{ ...apple, color: 'blue' }, pear] });
    expect(optionsOf(recoloured.body)).toEqual([{ ...apple, color: 'blue' }, pear]);
    const reordered = await t.patchField(field.id, { select_options: [pear, { ...apple, color: 'blue' }] });
    expect(optionsOf(reordered.body)).toEqual([pear, { ...apple, color: 'blue' }]);
    const read = await server.api.call(endpoints.getField, { params: { field_id: field.id }, token: t.token });
    expect(optionsOf(read.body)).toEqual([pear, { ...apple, color: 'blue' }]);
  });

  it('save a renamed or recoloured option of a one-option field', async () => {
    const t = await emptyTable(server);
    const field = await t.addField({ name: 'State', type: 'single_select', select_options: [{ value: 'Open', color: 'green' }] });
    const [open] = optionsOf(field) as [SelectOption];
    const renamed = await t.patchField(field.id, { select_options: [{ ...open, value: 'Closed' }] });
    expect(optionsOf(renamed.body)).toEqual([{ ...open, value: 'Closed' }]);
    const recoloured = await t.patchField(field.id, { select_options: [{ ...open, value: 'Closed', color: 'red' }] });
    expect(optionsOf(recoloured.body)).toEqual([{ id: open.id, value: 'Closed', color: 'red' }]);
  });

  it('update an option sent twice once, and make the repeat a new option', async () => {
    const t = await emptyTable(server);
    const field = await t.addField({ name: 'Fruit', type: 'single_select', select_options: [{ value: 'Apple', color: 'red' }] });
    const [apple] = optionsOf(field) as [SelectOption];
    const changed = optionsOf((await t.patchField(field.id, { select_options: [apple, { ...apple, value: 'Apple again' }] })).body);
    expect(changed).toEqual([apple, { id: expect.any(Number), value: 'Apple again', color: 'red' }]);
    expect(changed[1]?.id).not.toBe(apple.id);
  });

  it('convert to text as the option value, and to nothing without options', async () => {
    const t = await emptyTable(server);
    const fruit = await t.addField({ name: 'Fruit', type: 'single_select', select_options: [{ value: 'Apple', color: 'red' }] });
    const none = await t.addField({ name: 'None', type: 'single_select' });
    const [apple] = optionsOf(fruit) as [SelectOption];
    await t.addRow({ [`field_${fruit.id}`]: apple.id });
    await t.addRow({});
    expect((await t.patchField(fruit.id, { type: 'text' })).status).toBe(200);
    expect((await t.patchField(none.id, { type: 'text' })).status).toBe(200);
    const rows = await t.rows();
    expect(rows.map((row) => [cell(row, fruit), cell(row, none)])).toEqual([
      ['Apple', null],
      [null, null],
    ]);
  });

  it('take no value from text when the change sends no options', async () => {
    const t = await emptyTable(server);
    const word = await t.addField({ name: 'Word', type: 'text' });
    await t.addRow({ [`field_${word.id}`]: 'Apple' });
    const changed = await t.patchField(word.id, { type: 'single_select' });
    expect(changed.status).toBe(200);
    expect((await t.rows()).map((row) => cell(row, word))).toEqual([null]);
  });

  it('are searched by value, and a term no option contains still finds rows by their other cells', async () => {
    const t = await emptyTable(server);
    const fruit = await t.addField({ name: 'Fruit', type: 'single_select', select_options: [{ value: 'Apple', color: 'red' }] });
    const [apple] = optionsOf(fruit) as [SelectOption];
    await t.addRow({ [`field_${t.primary.id}`]: 'kiwi tart', [`field_${fruit.id}`]: apple.id });
    await t.addRow({ [`field_${t.primary.id}`]: 'plain', [`field_${fruit.id}`]: apple.id });
    expect((await t.rows('&search=kiwi')).map((row) => cell(row, t.primary))).toEqual(['kiwi tart']);
    expect((await t.rows('&search=APP')).map((row) => cell(row, t.primary))).toEqual(['kiwi tart', 'plain']);
  });
});
