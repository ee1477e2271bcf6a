import type { Field, Row, SelectOption } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

// Multiple select over the fields and rows APIs (issue 32), as the reference's current API has it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const optionsOf = (field: Field) => field.select_options as SelectOption[];
const values = (row: Row | undefined, field: Field) => ((cell(row, field) as SelectOption[] | undefined) ?? []).map((option) => option.value);

async function tagged() {
  const t = await emptyTable(server);
  const tags = await t.addField({ name: 'Tags', type: 'multiple_select', select_options: [{ value: 'Red', color: 'red' }, { value: 'Green', color: 'green' }, { value: 'Blue, dark', color: 'dark-blue' }] });
  const [red, green, blue] = optionsOf(tags) as [SelectOption, SelectOption, SelectOption];
  return { t, tags, red, green, blue };
}

describe('multiple select cells', () => {
  it('are written as ids, values or a comma-separated text, read as options in the order chosen, a repeat counting once', async () => {
    const { t, tags, red, green, blue } = await tagged();
    const key = `field_${tags.id}`;
    const written = await t.addRow({ [key]: [green.id, red.id, green.id] });
    expect(written.status).toBe(200);
    expect(cell(written.body as Row, tags)).toEqual([green, red]);
    expect(cell((await t.addRow({ [key]: ['Blue, dark', red.id] })).body as Row, tags)).toEqual([blue, red]);
    expect(cell((await t.addRow({ [key]: 'Red, "Blue, dark"' })).body as Row, tags)).toEqual([red, blue]);
    expect(cell((await t.addRow({})).body as Row, tags)).toEqual([]);
    const row = written.body as Row;
    const patched = await server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/${row.id}/`, { json: { [key]: [] }, headers: { authorization: `JWT ${t.token}` } });
    expect(cell(patched.body as Row, tags)).toEqual([]);
  });

  it('refuse another field’s option, unknown values, 10,000 ids and non-integers with the reference’s errors, never a 5xx', async () => {
    const { t, tags, red } = await tagged();
    const other = await t.addField({ name: 'Other', type: 'multiple_select', select_options: [{ value: 'Elsewhere', color: 'red' }] });
    const foreign = (optionsOf(other)[0] as SelectOption).id;
    const key = `field_${tags.id}`;
    const refused = async (value: unknown) => {
      const answer = await t.addRow({ [key]: value });
      expect(answer.status, JSON.stringify(value).slice(0, 40)).toBe(400);
      return answer.body as { error: string; detail: Record<string, unknown> };
    };
    expect(await refused([red.id, foreign])).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: { [key]: [{ error: `The provided select option value '${foreign}' is not a valid select option.`, code: 'invalid_option' }] },
    });
    expect((await refused(['Red', 'Nope', 'Also nope'])).detail[key]).toEqual([{ error: "The provided select option values ['Also nope', 'Nope'] are not valid select options.", code: 'invalid_option' }]);
    expect((await refused(Array.from({ length: 10_000 }, () => red.id))).detail[key]).toEqual([{ error: 'Ensure this field has no more than 1000 elements.', code: 'max_length' }]);
    expect((await refused([red.id, 2.5])).detail[key]).toEqual({ '1': [{ error: 'The provided value should be a valid integer or string', code: 'invalid' }] });
    expect((await refused(7)).detail[key]).toEqual([{ error: 'Expected a list of items but got type "int".', code: 'not_a_list' }]);
    expect((await refused([null])).detail[key]).toEqual([{ error: "The provided value '[None]' is not a valid integer or string.", code: 'invalid_value' }]);
    expect((await refused([2_147_483_648])).error).toBe('ERROR_REQUEST_BODY_VALIDATION');
    expect(await t.rows()).toEqual([]);
  });

  it('lose a deleted option and keep the others in order; sort by their first option’s place; search by value', async () => {
    const { t, tags, red, green, blue } = await tagged();
    const key = `field_${tags.id}`;
    for (const [name, chosen] of [['a', [blue.id, red.id]], ['b', [green.id]], ['c', []], ['d', [red.id, blue.id]]] as const) {
      await t.addRow({ [`field_${t.primary.id}`]: name, [key]: chosen });
    }
    const names = (rows: Row[]) => rows.map((row) => cell(row, t.primary));
    expect(names(await t.rows(`&order_by=field_${tags.id}`))).toEqual(['d', 'b', 'a', 'c']);
    // Empty cells come last ascending and first descending for `order_by`, as PostgreSQL places nulls (contract §10.3).
    expect(names(await t.rows(`&order_by=-field_${tags.id}`))).toEqual(['c', 'a', 'b', 'd']);
    expect(names(await t.rows('&search=dark'))).toEqual(['a', 'd']);
    const changed = await t.patchField(tags.id, { select_options: [blue, green] });
    expect(changed.status).toBe(200);
    const rows = await t.rows();
    expect(rows.map((row) => values(row, tags))).toEqual([['Blue, dark'], ['Green'], [], ['Blue, dark']]);
  });
});

describe('multiple select conversions', () => {
  it('from text: the comma-separated values become options, matched ignoring case', async () => {
    const t = await emptyTable(server);
    const notes = await t.addField({ name: 'Notes', type: 'text' });
    for (const text of ['red, Green, RED', 'green', '"Blue, dark",red', '', null]) await t.addRow({ [`field_${notes.id}`]: text });
    const changed = await t.patchField(notes.id, { type: 'multiple_select', select_options: [{ value: 'Green', color: 'green' }] });
    expect(changed.status).toBe(200);
    const field = changed.body as Field;
    expect(optionsOf(field).map((option) => option.value)).toEqual(['Green', 'red', 'Blue, dark']);
    // In the text's order, a value written twice once.
    expect((await t.rows()).map((row) => values(row, field))).toEqual([['red', 'Green'], ['Green'], ['Blue, dark', 'red'], [], []]);
    // And back: the values joined with ", " in the options' order (ALTER takes no subquery to walk a list), a value with a comma quoted.
    const text = (await t.patchField(notes.id, { type: 'text' })).body as Field;
    expect((await t.rows()).map((row) => cell(row, text))).toEqual(['Green, red', 'Green', 'red, "Blue, dark"', null, null]);
  });

  it('to and from single select, keeping the options and their ids', async () => {
    const { t, tags, red, green } = await tagged();
    const key = `field_${tags.id}`;
    await t.addRow({ [key]: [green.id, red.id] });
    await t.addRow({ [key]: [] });
    const single = (await t.patchField(tags.id, { type: 'single_select' })).body as Field;
    expect(single.type).toBe('single_select');
    // A single select's options are the ones sent with the change, as for any other type (contract §9.3).
    const back = await t.patchField(tags.id, { type: 'multiple_select' });
    expect((back.body as Field).select_options).toEqual([]);
    const again = await t.addField({ name: 'Pick', type: 'single_select', select_options: [{ value: 'One', color: 'red' }, { value: 'Two', color: 'blue' }] });
    const [, two] = optionsOf(again) as [SelectOption, SelectOption];
    await t.addRow({ [`field_${again.id}`]: two.id });
    const multi = (await t.patchField(again.id, { type: 'multiple_select' })).body as Field;
    expect(optionsOf(multi)).toEqual(optionsOf(again));
    expect((await t.rows()).map((row) => cell(row, multi))).toEqual([[], [], [two]]);
    const first = (await t.patchField(again.id, { type: 'single_select', select_options: optionsOf(multi) })).body as Field;
    expect((await t.rows()).map((row) => cell(row, first))).toEqual([null, null, two]);
  });
});
