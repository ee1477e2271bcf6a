import type { Field, Row } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cell, emptyTable } from '../database/helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { linkedTables } from './formula-fixture.js';

// Formula, lookup, rollup and count columns read, filter, sort and search like the stored type of
// their result (issue 34, point 5), through the rows API, on a table made once.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Scratch = Awaited<ReturnType<typeof emptyTable>>;

describe('computed columns', () => {
  let t: Scratch;
  let price: Field;
  let doubled: Field;
  let shout: Field;
  let expensive: Field;
  let due: Field;
  beforeAll(async () => {
    t = await emptyTable(server);
    price = await t.addField({ name: 'Price', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true });
    for (const [name, value] of [['apple', '1.50'], ['Pear', '12.25'], ['fig', null], ['Banana', '-3.00']] as const) {
      const answer = await t.addRow({ [`field_${t.primary.id}`]: name, [`field_${price.id}`]: value });
      expect(answer.status).toBe(200);
    }
    doubled = await t.addField({ name: 'Doubled', type: 'formula', formula: "field('Price') * 2" });
    shout = await t.addField({ name: 'Shout', type: 'formula', formula: "concat(upper(field('Name')), '!')" });
    expensive = await t.addField({ name: 'Expensive', type: 'formula', formula: "field('Price') > 10" });
    due = await t.addField({ name: 'Due', type: 'formula', formula: "date_add(todate('2024-01-31', 'YYYY-MM-DD'), field('Price'), 'month')" });
  });

  it('answer the type they compute, with its display options', () => {
    expect(doubled).toMatchObject({ type: 'formula', formula_type: 'number', number_decimal_places: 2, error: null });
    expect(shout).toMatchObject({ formula_type: 'text' });
    expect(expensive).toMatchObject({ formula_type: 'boolean' });
    expect(due).toMatchObject({ formula_type: 'date', date_include_time: false });
  });

  it('hold the values core computes, as the stored types answer them', async () => {
    const rows = await t.rows();
    const byName = (name: string) => rows.find((row) => cell(row, t.primary) === name);
    expect(cell(byName('apple'), doubled)).toBe('3.00');
    expect(cell(byName('fig'), doubled)).toBe('0.00');
    expect(cell(byName('Pear'), shout)).toBe('PEAR!');
    expect(cell(byName('Pear'), expensive)).toBe(true);
    expect(cell(byName('fig'), expensive)).toBe(false);
    expect(cell(byName('apple'), due)).toBe('2024-02-29');
  });

  it('filter as their result type: numbers by value, booleans, dates', async () => {
    const names = (rows: Row[]) => rows.map((row) => cell(row, t.primary)).sort();
    expect(names(await t.rows(`&filter__field_${doubled.id}__higher_than=2.5`))).toEqual(['Pear', 'apple']);
    expect(names(await t.rows(`&filter__field_${expensive.id}__boolean=1`))).toEqual(['Pear']);
    expect(names(await t.rows(`&filter__field_${shout.id}__contains=an`))).toEqual(['Banana']);
    expect(names(await t.rows(`&filter__field_${due.id}__date_is=UTC?2024-02-29?exact_date`))).toEqual(['apple']);
  });

  it('show and search a date with a time in its forced zone', async () => {
    const late = await t.addField({ name: 'Late', type: 'formula', formula: "date_add(todate('2024-01-31', 'YYYY-MM-DD'), 23, 'hour')", date_force_timezone: 'Europe/Amsterdam' });
    expect(late).toMatchObject({ formula_type: 'date', date_include_time: true, date_force_timezone: 'Europe/Amsterdam' });
    expect(cell((await t.rows())[0], late)).toBe('2024-01-31T23:00:00Z');
    // Searched by the text shown: 1 February in Amsterdam.
    expect(await t.rows('&search=01/02/2024 00:00')).toHaveLength(4);
    expect(await t.rows('&search=31/01/2024 23:00')).toHaveLength(0);
  });

  it('sort by their stored value, and are found by search in their text', async () => {
    const sorted = await t.rows(`&order_by=-field_${doubled.id}`);
    expect(sorted.map((row) => cell(row, doubled))).toEqual(['24.50', '3.00', '0.00', '-6.00']);
    const found = await t.rows('&search=PEAR!');
    expect(found.map((row) => cell(row, t.primary))).toEqual(['Pear']);
  });
});

describe('lookup, rollup and count columns', () => {
  let t: Awaited<ReturnType<typeof linkedTables>>;
  let lookup: Field;
  let total: Field;
  let count: Field;
  beforeAll(async () => {
    t = await linkedTables(server);
    const refOf = async (ref: string, amount: string | null) => (await t.row(t.invoicesTable.id, { [`field_${(await t.fields(t.invoicesTable.id))[0]!.id}`]: ref, [`field_${t.amount.id}`]: amount })).id;
    const [a, b, c] = [await refOf('INV-1', '10.00'), await refOf('INV-2', '2.50'), await refOf('INV-3', null)];
    for (const [name, links] of [['Alpha', [b, a]], ['Beta', [c]], ['Gamma', []], ['Delta', [b]]] as const) {
      await t.addRow({ [`field_${t.primary.id}`]: name, [`field_${t.invoices.id}`]: links });
    }
    lookup = await t.addField({ name: 'Amounts', type: 'lookup', through_field_id: t.invoices.id, target_field_id: t.amount.id });
    total = await t.addField({ name: 'Total', type: 'rollup', through_field_id: t.invoices.id, target_field_id: t.amount.id, rollup_function: 'sum' });
    count = await t.addField({ name: 'Count', type: 'count', through_field_id: t.invoices.id });
  });

  const byName = (rows: Row[], name: string) => rows.find((row) => cell(row, t.primary) === name);

  it('answer lists as the reference does, [{id, value}] in link order, and folded values', async () => {
    const rows = await t.rows();
    expect(lookup).toMatchObject({ formula_type: 'array', array_formula_type: 'number' });
    expect((cell(byName(rows, 'Alpha'), lookup) as { value: unknown }[]).map((item) => item.value)).toEqual(['10.00', '2.50']);
    expect(cell(byName(rows, 'Gamma'), lookup)).toEqual([]);
    expect(cell(byName(rows, 'Alpha'), total)).toBe('12.50');
    expect(cell(byName(rows, 'Beta'), total)).toBe('0.00');
    expect(cell(byName(rows, 'Alpha'), count)).toBe('2');
    expect(cell(byName(rows, 'Gamma'), count)).toBe('0');
  });

  it('filter a list by empty or not, and numbers by value', async () => {
    const names = (rows: Row[]) => rows.map((row) => cell(row, t.primary)).sort();
    expect(names(await t.rows(`&filter__field_${lookup.id}__empty=`))).toEqual(['Gamma']);
    expect(names(await t.rows(`&filter__field_${total.id}__higher_than=1`))).toEqual(['Alpha', 'Delta']);
    expect(names(await t.rows(`&filter__field_${count.id}__equal=1`))).toEqual(['Beta', 'Delta']);
    const refused = await t.call('GET', `/api/database/rows/table/${t.table.id}/?filter__field_${lookup.id}__higher_than=1`);
    expect(refused.status).toBe(400);
  });

  it('sort a list by its first item as its type orders (2.50 before 10.00), in a view too, and search its items', async () => {
    const sorted = await t.rows(`&order_by=field_${lookup.id}`);
    expect(sorted.map((row) => cell(row, t.primary))).toEqual(['Delta', 'Alpha', 'Beta', 'Gamma']);
    expect((await t.call('POST', `/api/database/views/${t.view.id}/sortings/`, { field: lookup.id, order: 'DESC' })).status).toBe(200);
    const grid = (await t.call('GET', `/api/database/views/grid/${t.view.id}/`)).body as { results: Row[] };
    // A view puts empty values first ascending, so last descending.
    expect(grid.results.map((row) => cell(row, t.primary))).toEqual(['Alpha', 'Delta', 'Beta', 'Gamma']);
    const found = await t.rows('&search=2.50');
    expect(found.map((row) => cell(row, t.primary)).sort()).toEqual(['Alpha', 'Delta']);
  });
});
