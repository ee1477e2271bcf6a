import type { Field, Row } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Table = Awaited<ReturnType<typeof emptyTable>>;
const unique = [{ type_name: 'unique_with_empty' }];
const required = [{ type_name: 'required' }];
const key = (field: Field) => `field_${field.id}`;

function send(t: Table, method: 'POST' | 'PATCH', path: string, json: unknown) {
  return server.api.raw(method, path, { json, headers: { authorization: `JWT ${t.token}` } });
}
const patchRow = (t: Table, rowId: number, json: unknown) => send(t, 'PATCH', `/api/database/rows/table/${t.table.id}/${rowId}/`, json);
const batch = (t: Table, method: 'POST' | 'PATCH', items: unknown[]) => send(t, method, `/api/database/rows/table/${t.table.id}/batch/`, { items });
const createField = (t: Table, body: unknown) => send(t, 'POST', `/api/database/fields/table/${t.table.id}/`, body);
const values = async (t: Table, field: Field) => (await t.rows()).map((row: Row) => cell(row, field));

describe('unique fields (field_constraints unique_with_empty, issue 32)', () => {
  it('show their constraints, and every other field an empty list', async () => {
    const t = await emptyTable(server);
    const code = await t.addField({ name: 'Code', type: 'text', field_constraints: unique });
    expect(code.field_constraints).toEqual(unique);
    expect(t.primary.field_constraints).toEqual([]);
  });

  it('refuse a duplicate naming the row that holds it; empty cells never count; nothing half-written', async () => {
    const t = await emptyTable(server);
    const code = await t.addField({ name: 'Code', type: 'text', field_constraints: unique });
    const first = (await t.addRow({ [key(code)]: 'A-1' })).body as Row;
    const duplicate = await t.addRow({ [key(code)]: 'A-1' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toEqual({
      error: 'ERROR_FIELD_DATA_CONSTRAINT',
      detail: { [key(code)]: [{ error: `This value is already in row ${first.id}, and Code must be unique.`, code: 'unique', row_id: first.id }] },
    });
    for (const empty of ['', null, '', null]) expect((await t.addRow({ [key(code)]: empty })).status).toBe(200);
    const other = (await t.addRow({ [key(code)]: 'B-2' })).body as Row;
    expect((await patchRow(t, other.id, { [key(code)]: 'A-1' })).body).toMatchObject({ error: 'ERROR_FIELD_DATA_CONSTRAINT', detail: { [key(code)]: [{ row_id: first.id }] } });
    expect((await patchRow(t, first.id, { [key(code)]: 'A-1' })).status).toBe(200);
    // A batch with one duplicate of a stored value, or two of its own, lands not at all.
    expect((await batch(t, 'POST', [{ [key(code)]: 'C-3' }, { [key(code)]: 'A-1' }])).body).toMatchObject({ error: 'ERROR_FIELD_DATA_CONSTRAINT' });
    const inner = await batch(t, 'POST', [{ [key(code)]: 'D-4' }, { [key(code)]: 'D-4' }]);
    expect(inner.body).toEqual({ error: 'ERROR_FIELD_DATA_CONSTRAINT', detail: { [key(code)]: [{ error: 'This value is already in another row of this request, and Code must be unique.', code: 'unique' }] } });
    expect((await batch(t, 'PATCH', [{ id: other.id, [key(code)]: 'E-5' }, { id: first.id, [key(code)]: 'E-5' }])).status).toBe(400);
    expect((await values(t, code)).sort()).toEqual(['', '', 'A-1', 'B-2', null, null].sort());
  });

  it('hold for numbers, durations, dates and single selects, and a long text longer than an index entry', async () => {
    const t = await emptyTable(server);
    const number = await t.addField({ name: 'No', type: 'number', field_constraints: unique });
    const date = await t.addField({ name: 'Day', type: 'date', date_include_time: true, field_constraints: unique });
    const select = await t.addField({ name: 'Pick', type: 'single_select', select_options: [{ value: 'x', color: 'red' }], field_constraints: unique });
    const notes = await t.addField({ name: 'Notes', type: 'long_text', field_constraints: unique });
    const lap = await t.addField({ name: 'Lap', type: 'duration', field_constraints: unique });
    const option = (select.select_options as { id: number }[])[0]?.id;
    const long = 'x'.repeat(10_000);
    const first = (await t.addRow({ [key(number)]: '7', [key(date)]: '2026-01-02T03:04:00Z', [key(select)]: option, [key(notes)]: long, [key(lap)]: 83 })).body as Row;
    for (const [field, value] of [[number, 7], [date, '2026-01-02T03:04:00Z'], [select, option], [notes, long], [lap, 83]] as const) {
      const answer = await t.addRow({ [key(field)]: value });
      expect(answer.body, field.type).toMatchObject({ error: 'ERROR_FIELD_DATA_CONSTRAINT', detail: { [key(field)]: [{ code: 'unique', row_id: first.id }] } });
    }
  });

  it('cannot be added to a column holding duplicates: the answer counts them and names some for a filter', async () => {
    const t = await emptyTable(server);
    const code = await t.addField({ name: 'Code', type: 'text' });
    for (const value of ['A', 'A', 'B', 'B', 'B', 'C', '', '']) await t.addRow({ [key(code)]: value });
    const refused = await t.patchField(code.id, { field_constraints: unique });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'ERROR_FIELD_CONSTRAINT',
      detail: { field_constraints: [{ error: '5 rows share 2 values, so the field cannot be unique. Make them different or empty first.', code: 'unique_with_empty', count: 5, values: ['B', 'A'] }] },
    });
    const rows = await t.rows();
    const named = (value: string) => rows.filter((row) => cell(row, code) === value).slice(1);
    for (const row of named('A')) await patchRow(t, row.id, { [key(code)]: `A${row.id}` });
    const retried = await t.patchField(code.id, { field_constraints: unique });
    expect((retried.body as { detail: unknown }).detail).toMatchObject({ field_constraints: [{ count: 3, values: ['B'] }] });
    for (const row of named('B')) await patchRow(t, row.id, { [key(code)]: `B${row.id}` });
    expect((await t.patchField(code.id, { field_constraints: unique })).body).toMatchObject({ field_constraints: unique });
  });

  it('are refused for unfit types, unknown names, bad shapes, and beside a default value', async () => {
    const t = await emptyTable(server);
    expect((await createField(t, { name: 'B', type: 'boolean', field_constraints: unique })).body).toEqual({
      error: 'ERROR_INVALID_FIELD_CONSTRAINT', detail: 'The field constraint unique_with_empty is not supported for field boolean.',
    });
    expect((await createField(t, { name: 'T', type: 'text', field_constraints: [{ type_name: 'nope' }] })).body).toMatchObject({ error: 'ERROR_INVALID_FIELD_CONSTRAINT' });
    expect((await createField(t, { name: 'T', type: 'text', field_constraints: [{}] })).body).toMatchObject({ error: 'ERROR_INVALID_FIELD_CONSTRAINT', detail: expect.stringContaining('missing_type_name') });
    expect((await createField(t, { name: 'T', type: 'text', field_constraints: 'unique' })).body).toMatchObject({ error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { field_constraints: [expect.objectContaining({ code: 'not_a_list' })] } });
    expect((await createField(t, { name: 'T', type: 'text', text_default: 'x', field_constraints: unique })).body).toMatchObject({ error: 'ERROR_FIELD_CONSTRAINT_DOES_NOT_SUPPORT_DEFAULT_VALUE' });
    const code = await t.addField({ name: 'Code', type: 'text', field_constraints: unique });
    expect((await t.patchField(code.id, { text_default: 'x' })).body).toMatchObject({ error: 'ERROR_FIELD_CONSTRAINT_DOES_NOT_SUPPORT_DEFAULT_VALUE' });
  });

  it('follow a type change that keeps them, and are dropped by one to a type that cannot be unique', async () => {
    const t = await emptyTable(server);
    const code = await t.addField({ name: 'Code', type: 'text', field_constraints: unique });
    await t.addRow({ [key(code)]: '1' });
    const asNumber = await t.patchField(code.id, { type: 'number' });
    expect(asNumber.body).toMatchObject({ type: 'number', field_constraints: unique });
    expect((await t.addRow({ [key(code)]: 1 })).body).toMatchObject({ error: 'ERROR_FIELD_DATA_CONSTRAINT' });
    expect((await t.patchField(code.id, { name: 'Renamed' })).body).toMatchObject({ field_constraints: unique });
    const asBoolean = await t.patchField(code.id, { type: 'boolean' });
    expect(asBoolean.body).toMatchObject({ type: 'boolean', field_constraints: [] });
    expect((await t.patchField(code.id, { type: 'text' })).body).toMatchObject({ field_constraints: [] });
    expect((await t.addRow({ [key(code)]: 'true' })).status).toBe(200);
    expect((await t.patchField(code.id, { field_constraints: [] })).body).toMatchObject({ field_constraints: [] });
  });

  it('let exactly one of 20 concurrent writers of one value win', async () => {
    const t = await emptyTable(server);
    const code = await t.addField({ name: 'Code', type: 'text', field_constraints: unique });
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.addRow({ [key(code)]: 'same' })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect((answer.body as { error: string }).error).toBe('ERROR_FIELD_DATA_CONSTRAINT');
    expect(await values(t, code)).toEqual(['same']);
  });
});

describe('required fields (field_constraints required, issue 32)', () => {
  it('refuse an empty value on create (a key left out gets the default) and on update', async () => {
    const t = await emptyTable(server);
    const name = await t.addField({ name: 'Customer', type: 'text', field_constraints: required });
    const missing = await t.addRow({});
    expect(missing.body).toEqual({ error: 'ERROR_FIELD_DATA_CONSTRAINT', detail: { [key(name)]: [{ error: 'This field is required: it cannot be empty.', code: 'required' }] } });
    expect((await t.addRow({ [key(name)]: '' })).status).toBe(400);
    const row = (await t.addRow({ [key(name)]: 'Acme' })).body as Row;
    expect((await patchRow(t, row.id, { [key(name)]: null })).body).toMatchObject({ error: 'ERROR_FIELD_DATA_CONSTRAINT' });
    expect((await batch(t, 'POST', [{ [key(name)]: 'B' }, {}])).status).toBe(400);
    expect(await values(t, name)).toEqual(['Acme']);
    await t.patchField(name.id, { text_default: 'Walk-in' });
    expect(cell((await t.addRow({})).body as Row, name)).toBe('Walk-in');
  });

  it('cannot be added while cells are empty: the answer counts them', async () => {
    const t = await emptyTable(server);
    const number = await t.addField({ name: 'Qty', type: 'number' });
    for (const value of [1, null, null]) await t.addRow({ [key(number)]: value });
    const refused = await t.patchField(number.id, { field_constraints: required });
    expect(refused.body).toEqual({
      error: 'ERROR_FIELD_CONSTRAINT',
      detail: { field_constraints: [{ error: '2 rows have no value in this field, so it cannot be required. Fill them in first.', code: 'required', count: 2 }] },
    });
    expect((await createField(t, { name: 'New', type: 'date', field_constraints: required })).body).toMatchObject({ error: 'ERROR_FIELD_CONSTRAINT', detail: { field_constraints: [{ count: 3 }] } });
    const blank = await emptyTable(server);
    const both = await blank.addField({ name: 'Code', type: 'email', field_constraints: [...required, ...unique] });
    expect(both.field_constraints).toEqual([...unique, ...required]);
  });
});
