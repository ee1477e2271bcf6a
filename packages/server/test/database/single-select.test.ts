import { databaseEndpoints as endpoints, type Field, type Row, type SelectOption } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldRecord } from '../../src/database/fields/fields.repo.js';
import { listFields } from '../../src/database/fields/fields.repo.js';
import { RowCountCache } from '../../src/database/rows/row-count-cache.js';
import { RowReader } from '../../src/database/rows/row-reader.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';
import { purgeTrash } from './purge-trash.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Table = Awaited<ReturnType<typeof emptyTable>>;
const optionsOf = (field: unknown) => (field as Field).select_options as SelectOption[];
const fruit = [
  { value: 'Apple', color: 'red' },
  { value: 'Banana', color: 'light-orange' },
  { value: 'Cherry', color: 'dark-red' },
];

async function selectField(t: Table, select_options: unknown[] = fruit): Promise<{ field: Field; options: SelectOption[] }> {
  const field = await t.addField({ name: 'Fruit', type: 'single_select', select_options });
  return { field, options: optionsOf(field) };
}

const storedOptions = (fieldId: number) =>
  server.db.kysely.selectFrom('select_options').select(['id', 'value', 'color', 'order']).where('field_id', '=', fieldId).orderBy('order').execute();

async function patchRow(t: Table, rowId: number, values: Record<string, unknown>) {
  return server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/${rowId}/`, { json: values, headers: { authorization: `JWT ${t.token}` } });
}

describe('single select fields (contract §9.2, §9.6)', () => {
  it('are created with their options, which get ids and keep the order sent', async () => {
    const t = await emptyTable(server);
    const { field, options } = await selectField(t, [...fruit, { id: 999999, value: 'Date', color: 'gray' }]);
    expect(field).toMatchObject({ type: 'single_select', name: 'Fruit', primary: false });
    expect(options.map(({ value, color }) => ({ value, color }))).toEqual([...fruit, { value: 'Date', color: 'gray' }]);
    expect(options.every((option) => Number.isInteger(option.id) && option.id !== 999999)).toBe(true);
    expect(await storedOptions(field.id)).toEqual(options.map((option, order) => ({ ...option, order })));
    const read = await server.api.call(endpoints.getField, { params: { field_id: field.id }, token: t.token });
    expect(optionsOf(read.body)).toEqual(options);
    expect(optionsOf(await t.addField({ name: 'Empty', type: 'single_select' }))).toEqual([]);
  });

  it('refuse options without a value or colour', async () => {
    const t = await emptyTable(server);
    const answer = await server.api.raw('POST', `/api/database/fields/table/${t.table.id}/`, {
      json: { name: 'Fruit', type: 'single_select', select_options: [{ value: 'Apple', color: 'red' }, { value: '', color: 'red' }, { value: 'Cherry' }] },
      headers: { authorization: `JWT ${t.token}` },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: {
        // Aligned with the input, `{}` for the valid option (contract §1.3).
        select_options: [{}, { value: [{ error: 'This field may not be blank.', code: 'blank' }] }, { color: [{ error: 'This field is required.', code: 'required' }] }],
      },
    });
  });

  it('replace the list on update: ids kept are updated, others created, missing ones deleted and their cells emptied', async () => {
    const t = await emptyTable(server);
    const { field, options } = await selectField(t);
    const [apple, banana, cherry] = options as [SelectOption, SelectOption, SelectOption];
    const other = optionsOf(await t.addField({ name: 'Other', type: 'single_select', select_options: [{ value: 'Elsewhere', color: 'blue' }] }))[0] as SelectOption;
    const key = `field_${field.id}`;
    const appleRow = (await t.addRow({ [key]: apple.id })).body as Row;
    const bananaRow = (await t.addRow({ [key]: banana.id })).body as Row;

    const answer = await t.patchField(field.id, {
      select_options: [
        { id: cherry.id, value: 'Cherries', color: 'dark-red' },
        { value: 'Fig', color: 'green' },
        { id: other.id, value: 'Grape', color: 'blue' },
        { id: banana.id, value: 'Banana', color: 'light-orange' },
      ],
    });
    expect(answer.status).toBe(200);
    const next = optionsOf(answer.body);
    expect(next.map((option) => option.value)).toEqual(['Cherries', 'Fig', 'Grape', 'Banana']);
    expect(next[0]?.id).toBe(cherry.id);
    expect(next[3]).toEqual(banana);
    expect(next[2]?.id).not.toBe(other.id);
    expect(await storedOptions(field.id)).toEqual(next.map((option, order) => ({ ...option, order })));

    const rows = await t.rows();
    expect(cell(rows.find((row) => row.id === appleRow.id), field)).toBeNull();
    expect(cell(rows.find((row) => row.id === bananaRow.id), field)).toEqual(banana);
    const raw = await sql<{ value: number | null }>`select ${sql.ref(key)} as value from ${sql.table(`database_table_${t.table.id}`)} where id = ${appleRow.id}`.execute(server.db.kysely);
    expect(raw.rows[0]?.value).toBeNull();
    expect(optionsOf((await t.patchField(field.id, { name: 'Renamed' })).body)).toEqual(next);

    const cleared = await t.patchField(field.id, { select_options: [] });
    expect(optionsOf(cleared.body)).toEqual([]);
    expect(await storedOptions(field.id)).toEqual([]);
    expect(cell((await t.rows()).find((row) => row.id === bananaRow.id), field)).toBeNull();
  });

  it('go with their field', async () => {
    const t = await emptyTable(server);
    const { field } = await selectField(t);
    expect((await server.api.call(endpoints.deleteField, { params: { field_id: field.id }, token: t.token })).status).toBe(204);
    // They wait in the trash with it (issue 33), and go when it is emptied.
    expect(await storedOptions(field.id)).toHaveLength(3);
    await purgeTrash(server);
    expect(await storedOptions(field.id)).toEqual([]);
  });
});

describe('single select cells (contract §9.4)', () => {
  it('take an option id or null and read as the option', async () => {
    const t = await emptyTable(server);
    const { field, options } = await selectField(t);
    const [apple, banana] = options as [SelectOption, SelectOption];
    const key = `field_${field.id}`;
    const created = (await t.addRow({})).body as Row;
    expect(cell(created, field)).toBeNull();
    const picked = await patchRow(t, created.id, { [key]: apple.id });
    expect(cell(picked.body as Row, field)).toEqual(apple);
    expect(cell((await patchRow(t, created.id, { [key]: String(banana.id) })).body as Row, field)).toEqual(banana);
    expect(cell((await patchRow(t, created.id, { [key]: null })).body as Row, field)).toBeNull();
  });

  it('refuse an option of another field, a deleted option and what is not an id', async () => {
    const t = await emptyTable(server);
    const { field, options } = await selectField(t);
    const other = optionsOf(await t.addField({ name: 'Other', type: 'single_select', select_options: [{ value: 'Elsewhere', color: 'blue' }] }))[0] as SelectOption;
    const cherry = options[2] as SelectOption;
    await t.patchField(field.id, { select_options: options.slice(0, 2) });
    const key = `field_${field.id}`;
    const row = (await t.addRow({ [key]: (options[0] as SelectOption).id })).body as Row;
    const refused = async (value: unknown) => {
      const answer = await patchRow(t, row.id, { [key]: value });
      expect(answer.status).toBe(400);
      return answer.body;
    };
    expect(await refused(other.id)).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: { [key]: [{ error: `Invalid pk "${other.id}" - object does not exist.`, code: 'does_not_exist' }] },
    });
    expect(await refused(cherry.id)).toMatchObject({ detail: { [key]: [{ code: 'does_not_exist' }] } });
    expect(await refused('Apple')).toMatchObject({ detail: { [key]: [{ error: 'Incorrect type. Expected pk value, received str.', code: 'incorrect_type' }] } });
    expect(await refused({ id: cherry.id })).toMatchObject({ detail: { [key]: [{ code: 'incorrect_type' }] } });
    expect(await refused(1.5)).toMatchObject({ detail: { [key]: [{ code: 'incorrect_type' }] } });
    const created = await t.addRow({ [key]: other.id });
    expect(created.status).toBe(400);
    expect(cell((await t.rows())[0], field)).toEqual(options[0]);
  });

  it('are searched by option value and filtered as empty when they hold none', async () => {
    const t = await emptyTable(server);
    const { field, options } = await selectField(t);
    const [apple, banana] = options as [SelectOption, SelectOption];
    const key = `field_${field.id}`;
    await t.addRow({ [`field_${t.primary.id}`]: 'one', [key]: apple.id });
    await t.addRow({ [`field_${t.primary.id}`]: 'two', [key]: banana.id });
    await t.addRow({ [`field_${t.primary.id}`]: 'three' });
    const names = (rows: Row[]) => rows.map((row) => cell(row, t.primary));
    expect(names(await t.rows('&search=ANAN'))).toEqual(['two']);
    expect(names(await t.rows('&search=pp'))).toEqual(['one']);
    expect(names(await t.rows('&search=cherry'))).toEqual([]);
    expect(names(await t.rows(`&filter__field_${field.id}__empty=`))).toEqual(['three']);
    expect(names(await t.rows(`&filter__field_${field.id}__not_empty=`))).toEqual(['one', 'two']);
    expect(names(await t.rows(`&filter__field_${field.id}__contains_not=apple`))).toEqual(['two', 'three']);
  });

  it('sort by option id for order_by (contract §10.3), by option value in a view (§11.3)', async () => {
    const t = await emptyTable(server);
    const { field, options } = await selectField(t, [{ value: 'Zebra', color: 'gray' }, { value: 'Aardvark', color: 'green' }]);
    const [zebra, aardvark] = options as [SelectOption, SelectOption];
    const key = `field_${field.id}`;
    await t.addRow({ [`field_${t.primary.id}`]: 'a', [key]: aardvark.id });
    await t.addRow({ [`field_${t.primary.id}`]: 'none' });
    await t.addRow({ [`field_${t.primary.id}`]: 'z', [key]: zebra.id });
    const names = (rows: Row[]) => rows.map((row) => cell(row, t.primary));
    expect(names(await t.rows(`&order_by=field_${field.id}`))).toEqual(['z', 'a', 'none']);
    expect(names(await t.rows(`&order_by=-field_${field.id}`))).toEqual(['none', 'a', 'z']);

    // A view sorts by option value instead, empty cells first ascending (contract §11.3).
    const fields = await listFields(server.db.kysely, t.table.id);
    const selectRecord = fields.find((candidate) => candidate.id === field.id) as FieldRecord;
    const reader = new RowReader(new RowCountCache(server.ctx.bus), { publicUrl: server.url, mediaUrl: `${server.url}/media/` }, { chunkedScans: false });
    const viewOrder = async (descending: boolean) => {
      const query = { search: undefined, filter: { type: 'AND' as const, conditions: [] }, sorts: [{ field: selectRecord, descending, style: 'view' as const }], columns: fields, window: { kind: 'count' as const } };
      const raws = await reader.window(server.db.kysely, t.table.id, fields, query, { limit: 10, offset: 0, total: 3 });
      return names(await reader.present(server.db.kysely, raws, fields));
    };
    expect(await viewOrder(false)).toEqual(['none', 'a', 'z']);
    expect(await viewOrder(true)).toEqual(['z', 'a', 'none']);
  });
});

describe('single select conversions (contract §9.3)', () => {
  it('read text as the option with that value, ignoring case, with the options sent in the same request', async () => {
    const t = await emptyTable(server);
    const notes = await t.addField({ name: 'Notes', type: 'text' });
    const key = `field_${notes.id}`;
    for (const text of ['apple', 'BANANA', 'Cherry pie', null, "O'Brien\\"]) await t.addRow({ [key]: text });
    const answer = await t.patchField(notes.id, {
      type: 'single_select',
      select_options: [{ value: 'Apple', color: 'red' }, { value: 'banana', color: 'blue' }, { value: "o'brien\\", color: 'gray' }, { value: 'APPLE', color: 'green' }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const options = optionsOf(answer.body);
    expect(options.map((option) => option.value)).toEqual(['Apple', 'banana', "o'brien\\", 'APPLE']);
    expect((await t.rows()).map((row) => cell(row, notes))).toEqual([options[0], options[1], null, null, options[2]]);
    expect(await storedOptions(notes.id)).toHaveLength(4);
  });

  it('give the option value as text, and leave the options behind', async () => {
    const t = await emptyTable(server);
    const { field, options } = await selectField(t, [...fruit, { value: "It's \\ 'quoted'", color: 'gray' }]);
    const key = `field_${field.id}`;
    for (const option of [options[1], null, options[3]]) await t.addRow({ [key]: option?.id ?? null });
    const answer = await t.patchField(field.id, { type: 'text' });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('select_options');
    expect((await t.rows()).map((row) => cell(row, field))).toEqual(['Banana', null, "It's \\ 'quoted'"]);
    expect(await storedOptions(field.id)).toEqual([]);
  });

  it('go from a number through its text, and back to a number through the option value', async () => {
    const t = await emptyTable(server);
    const amount = await t.addField({ name: 'Amount', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 });
    const key = `field_${amount.id}`;
    for (const value of ['10.00', '2.50', null]) await t.addRow({ [key]: value });
    const toSelect = await t.patchField(amount.id, { type: 'single_select', select_options: [{ value: '10.00', color: 'red' }] });
    const [ten] = optionsOf(toSelect.body);
    expect((await t.rows()).map((row) => cell(row, amount))).toEqual([ten, null, null]);
    await t.patchField(amount.id, { type: 'number' });
    expect((await t.rows()).map((row) => cell(row, amount))).toEqual(['10', null, null]);
  });

  it('convert a table too big for one chunk, with the options in place when the change commits', async () => {
    const t = await emptyTable(server);
    const notes = await t.addField({ name: 'Notes', type: 'text' });
    const table = sql.table(`database_table_${t.table.id}`);
    await sql`insert into ${table} (${sql.ref(`field_${notes.id}`)}, "order")
      select case when n % 3 = 0 then 'yes' when n % 3 = 1 then 'No' else 'maybe' end, n from generate_series(1, 4500) as n`.execute(server.db.kysely);
    const answer = await t.patchField(notes.id, { type: 'single_select', select_options: [{ value: 'Yes', color: 'green' }, { value: 'no', color: 'red' }] });
    expect(answer.status).toBe(200);
    const [yes, no] = optionsOf(answer.body) as [SelectOption, SelectOption];
    const counts = await sql<{ value: number | null; count: string }>`select ${sql.ref(`field_${notes.id}`)} as value, count(*) as count from ${table}
      group by 1 order by 1 nulls last`.execute(server.db.kysely);
    expect(counts.rows.map((row) => [row.value, Number(row.count)])).toEqual([
      [Math.min(yes.id, no.id), 1500],
      [Math.max(yes.id, no.id), 1500],
      [null, 1500],
    ]);
  });
});
