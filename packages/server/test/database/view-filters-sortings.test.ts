import { type Field, type Row, type View, type ViewFilter, type ViewSort } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { uploadBytes } from '../user-files/upload-helpers.js';
import { cell, emptyTable } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Table = Awaited<ReturnType<typeof emptyTable>>;

function as(token: string) {
  const headers = { authorization: `JWT ${token}` };
  return {
    get: (path: string) => server.api.raw('GET', path, { headers }),
    post: (path: string, json: unknown) => server.api.raw('POST', path, { json, headers }),
    patch: (path: string, json: unknown) => server.api.raw('PATCH', path, { json, headers }),
    delete: (path: string) => server.api.raw('DELETE', path, { headers }),
  };
}

const views = '/api/database/views';

async function gridNames(t: Table, viewId = t.view.id, query = ''): Promise<unknown[]> {
  const answer = await as(t.token).get(`${views}/grid/${viewId}/?size=500${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { results: Row[] }).results.map((row) => cell(row, t.primary));
}

async function addFilter(t: Table, body: Record<string, unknown>, viewId = t.view.id): Promise<ViewFilter> {
  const answer = await as(t.token).post(`${views}/${viewId}/filters/`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ViewFilter;
}

async function addSort(t: Table, body: Record<string, unknown>, viewId = t.view.id): Promise<ViewSort> {
  const answer = await as(t.token).post(`${views}/${viewId}/sortings/`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ViewSort;
}

function expectError(answer: { status: number; body: unknown }, status: number, error: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect((answer.body as { error: string }).error).toBe(error);
}

describe('view filters (contract §11.2)', () => {
  it('are created, listed, read, changed and deleted with the exact objects', async () => {
    const t = await emptyTable(server);
    const api = as(t.token);
    const created = await addFilter(t, { field: t.primary.id, type: 'contains' });
    expect(created).toEqual({ id: created.id, view: t.view.id, field: t.primary.id, type: 'contains', value: '' });
    const second = await addFilter(t, { field: t.primary.id, type: 'contains_not', value: 'x' });
    expect((await api.get(`${views}/${t.view.id}/filters/`)).body).toEqual([created, second]);
    expect((await api.get(`${views}/filter/${created.id}/`)).body).toEqual(created);

    const changed = await api.patch(`${views}/filter/${created.id}/`, { type: 'empty', value: 'abc' });
    expect(changed.body).toEqual({ ...created, type: 'empty', value: 'abc' });
    expect((await api.get(`${views}/${t.view.id}/?include=filters,sortings`)).body).toMatchObject({ filters: [changed.body, second], sortings: [] });
    expect((await api.get(`${views}/${t.view.id}/`)).body).not.toHaveProperty('filters');

    expect((await api.delete(`${views}/filter/${created.id}/`)).status).toBe(204);
    expectError(await api.get(`${views}/filter/${created.id}/`), 404, 'ERROR_VIEW_FILTER_DOES_NOT_EXIST');
    expectError(await api.patch(`${views}/filter/${created.id}/`, { value: 'a' }), 404, 'ERROR_VIEW_FILTER_DOES_NOT_EXIST');
    expectError(await api.delete(`${views}/filter/${created.id}/`), 404, 'ERROR_VIEW_FILTER_DOES_NOT_EXIST');
  });

  it('answer validation, then 404, then membership, then the table, then compatibility', async () => {
    const t = await emptyTable(server);
    const other = await emptyTable(server);
    const api = as(t.token);
    const link = await t.addField({ name: 'Link', type: 'link_row', link_row_table: t.table.id });
    const path = `${views}/${t.view.id}/filters/`;

    const missingField = await api.post(`${views}/999999/filters/`, { field: 999999, type: 'contains' });
    expect(missingField.status).toBe(400);
    expect(missingField.body).toMatchObject({ error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { field: [{ code: 'does_not_exist' }] } });
    const wrongType = await api.post(path, { field: 'Name', type: 'contains' });
    expect(wrongType.body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: { field: [{ error: 'Incorrect type. Expected pk value, received str.', code: 'incorrect_type' }] },
    });
    const unknownType = await api.post(path, { field: t.primary.id, type: 'no_such_type' });
    expect(unknownType.body).toMatchObject({ error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { type: [{ code: 'invalid_choice' }] } });
    const longValue = await api.post(path, { field: t.primary.id, type: 'contains', value: 'x'.repeat(256) });
    expect(longValue.body).toMatchObject({ detail: { value: [{ code: 'max_length' }] } });

    expectError(await api.post(`${views}/999999/filters/`, { field: t.primary.id, type: 'contains' }), 404, 'ERROR_VIEW_DOES_NOT_EXIST');
    expectError(await as(other.token).post(path, { field: other.primary.id, type: 'contains' }), 400, 'ERROR_USER_NOT_IN_GROUP');
    const incompatible = await api.post(path, { field: link.id, type: 'contains' });
    expectError(incompatible, 400, 'ERROR_VIEW_FILTER_TYPE_NOT_ALLOWED_FOR_FIELD');
    expect((incompatible.body as { detail: string }).detail).toBe('The filter contains is not compatible with field type link_row.');
    // The table is checked before compatibility, so a field of another table tells nothing of its type (issue 30).
    const otherLink = await other.addField({ name: 'Link', type: 'link_row', link_row_table: other.table.id });
    expectError(await api.post(path, { field: otherLink.id, type: 'contains' }), 400, 'ERROR_FIELD_NOT_IN_TABLE');
    expectError(await api.post(path, { field: other.primary.id, type: 'contains' }), 400, 'ERROR_FIELD_NOT_IN_TABLE');

    const filter = await addFilter(t, { field: t.primary.id, type: 'contains' });
    expectError(await api.patch(`${views}/filter/${filter.id}/`, { field: link.id }), 400, 'ERROR_VIEW_FILTER_TYPE_NOT_ALLOWED_FOR_FIELD');
    expectError(await api.patch(`${views}/filter/${filter.id}/`, { field: other.primary.id }), 400, 'ERROR_FIELD_NOT_IN_TABLE');
    expectError(await as(other.token).patch(`${views}/filter/${filter.id}/`, { value: 'a' }), 400, 'ERROR_USER_NOT_IN_GROUP');
    expectError(await as(other.token).get(`${views}/${t.view.id}/filters/`), 400, 'ERROR_USER_NOT_IN_GROUP');
    expect((await api.get(`${views}/filter/${filter.id}/`)).body).toEqual(filter);
  });

  it('apply to the grid with AND or OR, and not at all while disabled', async () => {
    const t = await emptyTable(server);
    const api = as(t.token);
    const notes = await t.addField({ name: 'Notes', type: 'text' });
    for (const [name, note] of [['apple', 'red'], ['avocado', null], ['banana', 'yellow']]) {
      await t.addRow({ [`field_${t.primary.id}`]: name, [`field_${notes.id}`]: note });
    }
    await addFilter(t, { field: t.primary.id, type: 'contains', value: 'a' });
    // An ignored filter (empty value) contributes nothing, in AND and OR alike.
    await addFilter(t, { field: t.primary.id, type: 'contains', value: '' });
    await addFilter(t, { field: notes.id, type: 'empty' });
    expect(await gridNames(t)).toEqual(['avocado']);
    expect((await api.get(`${views}/grid/${t.view.id}/?count`)).body).toEqual({ count: 1 });

    await api.patch(`${views}/${t.view.id}/`, { filter_type: 'OR' });
    await api.post(`${views}/${t.view.id}/filters/`, { field: notes.id, type: 'contains', value: 'yell' });
    expect(await gridNames(t)).toEqual(['apple', 'avocado', 'banana']);
    await api.patch(`${views}/${t.view.id}/`, { filter_type: 'AND' });
    expect(await gridNames(t)).toEqual([]);

    await api.patch(`${views}/${t.view.id}/`, { filters_disabled: true });
    expect(await gridNames(t)).toEqual(['apple', 'avocado', 'banana']);
    // Search applies after the filters.
    await api.patch(`${views}/${t.view.id}/`, { filters_disabled: false, filter_type: 'OR' });
    expect(await gridNames(t, t.view.id, '&search=ban')).toEqual(['banana']);
  });
});

describe('every view filter type (contract §11.2)', () => {
  it('applies to the grid as its semantics say, changed in place by PATCH', async () => {
    const t = await emptyTable(server);
    const api = as(t.token);
    const notes = await t.addField({ name: 'Notes', type: 'text' });
    const amount = await t.addField({ name: 'Amount', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true });
    const when = await t.addField({ name: 'When', type: 'date', date_include_time: true });
    const done = await t.addField({ name: 'Done', type: 'boolean' });
    const fruit = await t.addField({ name: 'Fruit', type: 'single_select', select_options: [{ value: 'Apple', color: 'red' }, { value: 'Banana', color: 'yellow' }] });
    const files = await t.addField({ name: 'Files', type: 'file' });
    const [apple, banana] = (fruit.select_options as { id: number }[]).map((option) => option.id);
    const upload = await uploadBytes(server, t.token, 'minutes', 'minutes.txt');
    const userFile = (upload.body as { name: string }).name;
    const rows: [string, Record<string, unknown>][] = [
      ['a', { [notes.id]: 'Apple', [amount.id]: '10.5', [when.id]: '2021-07-22T23:30:00Z', [done.id]: true, [fruit.id]: apple, [files.id]: [{ name: userFile, visible_name: 'Report.pdf' }] }],
      ['b', { [notes.id]: 'apple', [amount.id]: '-2', [when.id]: '2021-07-23T00:30:00+02:00', [done.id]: false, [fruit.id]: banana, [files.id]: [] }],
      ['c', {}],
    ];
    for (const [name, values] of rows) {
      const body = Object.fromEntries([[t.primary.id, name], ...Object.entries(values)].map(([id, value]) => [`field_${id}`, value]));
      const created = await t.addRow(body);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
    }

    const filter = await addFilter(t, { field: notes.id, type: 'equal', value: 'Apple' });
    expect(await gridNames(t)).toEqual(['a']);
    const cases: [Field, string, string, string[]][] = [
      [notes, 'not_equal', 'Apple', ['b', 'c']],
      [files, 'filename_contains', ' report ', ['a']],
      [amount, 'higher_than', '0', ['a']],
      [amount, 'lower_than', '-1.99', ['b']],
      [amount, 'equal', '10.50000', ['a']],
      [amount, 'equal', 'ten', ['a', 'b', 'c']],
      // A number field's contains with a value that is not a number is dropped, as the reference drops it (issue 31).
      [amount, 'contains', '0.5', ['a']],
      [amount, 'contains', 'ten', ['a', 'b', 'c']],
      [amount, 'contains_not', 'ten', ['a', 'b', 'c']],
      [amount, 'contains', '1e1', []],
      [when, 'date_equal', '2021-07-22', ['a', 'b']],
      [when, 'date_equal', '2021-07-22T22:30:00Z', ['b']],
      [when, 'date_not_equal', '2021-07-22', ['c']],
      [when, 'date_not_equal', 'not a date', ['a', 'b', 'c']],
      [fruit, 'single_select_equal', String(apple), ['a']],
      [fruit, 'single_select_not_equal', String(apple), ['b', 'c']],
      [done, 'boolean', '1', ['a']],
      [done, 'boolean', '', ['b', 'c']],
      [done, 'equal', 'False', ['b', 'c']],
      [done, 'not_equal', 'yes', ['a', 'b', 'c']],
    ];
    const outcomes: [string, string, unknown[]][] = [];
    for (const [field, type, value] of cases) {
      const changed = await api.patch(`${views}/filter/${filter.id}/`, { field: field.id, type, value });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      outcomes.push([type, value, await gridNames(t)]);
    }
    expect(outcomes).toEqual(cases.map(([, type, value, names]) => [type, value, names]));

    // An ignored filter is dropped in OR mode too: it does not keep every row.
    await api.patch(`${views}/${t.view.id}/`, { filter_type: 'OR' });
    await addFilter(t, { field: amount.id, type: 'higher_than', value: '5' });
    expect(await gridNames(t)).toEqual(['a']);
  });

  it('refuse field types they do not take, on create and on change', async () => {
    const t = await emptyTable(server);
    const api = as(t.token);
    const amount = await t.addField({ name: 'Amount', type: 'number' });
    const path = `${views}/${t.view.id}/filters/`;
    const refused: [number, string][] = [
      [t.primary.id, 'higher_than'],
      [t.primary.id, 'date_equal'],
      [t.primary.id, 'single_select_equal'],
      [t.primary.id, 'boolean'],
      [t.primary.id, 'filename_contains'],
      [amount.id, 'date_not_equal'],
    ];
    for (const [field, type] of refused) expectError(await api.post(path, { field, type }), 400, 'ERROR_VIEW_FILTER_TYPE_NOT_ALLOWED_FOR_FIELD');
    const filter = await addFilter(t, { field: amount.id, type: 'lower_than', value: '3' });
    const changed = await api.patch(`${views}/filter/${filter.id}/`, { field: t.primary.id });
    expectError(changed, 400, 'ERROR_VIEW_FILTER_TYPE_NOT_ALLOWED_FOR_FIELD');
    expect((changed.body as { detail: string }).detail).toBe('The filter lower_than is not compatible with field type text.');
  });
});

describe('the path form of Baserow 1.1\'s own web front end (issue 31)', () => {
  it('reaches filters and sortings at views/view/{id}/…, as the reference\'s loose routes did', async () => {
    const t = await emptyTable(server);
    const api = as(t.token);
    const filter = await api.post(`${views}/view/${t.view.id}/filters/`, { field: t.primary.id, type: 'contains', value: 'a' });
    expect(filter.status, JSON.stringify(filter.body)).toBe(200);
    const sort = await api.post(`${views}/view/${t.view.id}/sortings/`, { field: t.primary.id, order: 'DESC' });
    expect(sort.status, JSON.stringify(sort.body)).toBe(200);
    expect((await api.get(`${views}/${t.view.id}/filters/`)).body).toEqual([filter.body]);
    expect((await api.get(`${views}/view/${t.view.id}/sortings/`)).body).toEqual([sort.body]);
    const { id: filterId } = filter.body as ViewFilter;
    expect((await api.patch(`${views}/view/filter/${filterId}/`, { value: 'b' })).body).toMatchObject({ id: filterId, value: 'b' });
    expect((await api.get(`${views}/view/sort/${(sort.body as ViewSort).id}/`)).body).toEqual(sort.body);
    expect((await api.delete(`${views}/view/filter/${filterId}/`)).status).toBe(204);
    // The same errors in the same order, and the same 301 and 405 for a path the form serves.
    expectError(await api.post(`${views}/view/999999/filters/`, { field: t.primary.id, type: 'contains' }), 404, 'ERROR_VIEW_DOES_NOT_EXIST');
    expect((await server.api.raw('PUT', `${views}/view/${t.view.id}/sortings/`)).body).toEqual({ detail: 'Method "PUT" not allowed.' });
    expect((await server.api.raw('GET', `${views}/view/${t.view.id}/sortings`)).status).toBe(301);
  });
});

describe('view sortings (contract §11.3)', () => {
  it('are created, listed, read, changed and deleted with the exact objects', async () => {
    const t = await emptyTable(server);
    const api = as(t.token);
    const notes = await t.addField({ name: 'Notes', type: 'text' });
    const created = await addSort(t, { field: t.primary.id });
    expect(created).toEqual({ id: created.id, view: t.view.id, field: t.primary.id, order: 'ASC' });
    const second = await addSort(t, { field: notes.id, order: 'DESC' });
    expect((await api.get(`${views}/${t.view.id}/sortings/`)).body).toEqual([created, second]);
    expect((await api.get(`${views}/sort/${second.id}/`)).body).toEqual(second);
    expect((await api.patch(`${views}/sort/${created.id}/`, { order: 'DESC' })).body).toEqual({ ...created, order: 'DESC' });
    const listed = (await api.get(`${views}/table/${t.table.id}/?include=sortings`)).body as View[];
    expect(listed[0]?.sortings).toEqual([{ ...created, order: 'DESC' }, second]);
    expect(listed[0]).not.toHaveProperty('filters');

    expect((await api.delete(`${views}/sort/${created.id}/`)).status).toBe(204);
    expectError(await api.get(`${views}/sort/${created.id}/`), 404, 'ERROR_VIEW_SORT_DOES_NOT_EXIST');
    expectError(await api.delete(`${views}/sort/${created.id}/`), 404, 'ERROR_VIEW_SORT_DOES_NOT_EXIST');
  });

  it('answer their errors in order: one sort per field, same table, no link_row', async () => {
    const t = await emptyTable(server);
    const other = await emptyTable(server);
    const api = as(t.token);
    const notes = await t.addField({ name: 'Notes', type: 'text' });
    const link = await t.addField({ name: 'Link', type: 'link_row', link_row_table: t.table.id });
    const path = `${views}/${t.view.id}/sortings/`;

    expect((await api.post(path, { field: 999999 })).body).toMatchObject({ error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { field: [{ code: 'does_not_exist' }] } });
    expect((await api.post(path, { field: t.primary.id, order: 'UP' })).body).toMatchObject({ detail: { order: [{ code: 'invalid_choice' }] } });
    expect((await api.post(path, { field: false })).body).toMatchObject({ detail: { field: [{ code: 'incorrect_type', error: 'Incorrect type. Expected pk value, received bool.' }] } });
    expectError(await api.post(`${views}/999999/sortings/`, { field: t.primary.id }), 404, 'ERROR_VIEW_DOES_NOT_EXIST');
    expectError(await as(other.token).post(path, { field: t.primary.id }), 400, 'ERROR_USER_NOT_IN_GROUP');
    expectError(await api.post(path, { field: link.id }), 400, 'ERROR_VIEW_SORT_FIELD_NOT_SUPPORTED');
    expectError(await api.post(path, { field: other.primary.id }), 400, 'ERROR_FIELD_NOT_IN_TABLE');
    const sort = await addSort(t, { field: t.primary.id });
    expectError(await api.post(path, { field: t.primary.id, order: 'DESC' }), 400, 'ERROR_VIEW_SORT_FIELD_ALREADY_EXISTS');

    const notesSort = await addSort(t, { field: notes.id });
    expectError(await api.patch(`${views}/sort/${notesSort.id}/`, { field: t.primary.id }), 400, 'ERROR_VIEW_SORT_FIELD_ALREADY_EXISTS');
    expectError(await api.patch(`${views}/sort/${notesSort.id}/`, { field: link.id }), 400, 'ERROR_VIEW_SORT_FIELD_NOT_SUPPORTED');
    expectError(await api.patch(`${views}/sort/${notesSort.id}/`, { field: other.primary.id }), 400, 'ERROR_FIELD_NOT_IN_TABLE');
    expect((await api.patch(`${views}/sort/${sort.id}/`, { field: t.primary.id, order: 'DESC' })).status).toBe(200);
  });

  it('order the grid in creation order, nulls first ascending and last descending', async () => {
    const t = await emptyTable(server);
    const api = as(t.token);
    const size = await t.addField({ name: 'Size', type: 'number' });
    for (const [name, value] of [['b', 2], ['a', null], ['c', 1], ['d', 2]] as const) {
      await t.addRow({ [`field_${t.primary.id}`]: name, [`field_${size.id}`]: value });
    }
    const bySize = await addSort(t, { field: size.id });
    expect(await gridNames(t)).toEqual(['a', 'c', 'b', 'd']);
    await addSort(t, { field: t.primary.id, order: 'DESC' });
    expect(await gridNames(t)).toEqual(['a', 'c', 'd', 'b']);
    await api.patch(`${views}/sort/${bySize.id}/`, { order: 'DESC' });
    expect(await gridNames(t)).toEqual(['d', 'b', 'c', 'a']);
  });
});

describe('view sortings of a single select', () => {
  it('order by the option value, empty cells first ascending and last descending', async () => {
    const t = await emptyTable(server);
    const fruit = await t.addField({ name: 'Fruit', type: 'single_select', select_options: [{ value: 'Zucchini', color: 'red' }, { value: 'Apple', color: 'blue' }] });
    const [zucchini, apple] = fruit.select_options as { id: number }[];
    for (const [name, option] of [['z', zucchini?.id], ['none', null], ['a', apple?.id]] as const) {
      await t.addRow({ [`field_${t.primary.id}`]: name, [`field_${fruit.id}`]: option });
    }
    const sort = await addSort(t, { field: fruit.id });
    expect(await gridNames(t)).toEqual(['none', 'a', 'z']);
    await as(t.token).patch(`${views}/sort/${sort.id}/`, { order: 'DESC' });
    expect(await gridNames(t)).toEqual(['z', 'a', 'none']);
  });
});

describe('filters and sortings follow their view and fields', () => {
  it('go with a deleted field or view', async () => {
    const t = await emptyTable(server);
    const api = as(t.token);
    const notes = await t.addField({ name: 'Notes', type: 'text' });
    const filter = await addFilter(t, { field: notes.id, type: 'empty' });
    const sort = await addSort(t, { field: notes.id });
    expect((await api.delete(`/api/database/fields/${notes.id}/`)).status).toBe(204);
    expectError(await api.get(`${views}/filter/${filter.id}/`), 404, 'ERROR_VIEW_FILTER_DOES_NOT_EXIST');
    expectError(await api.get(`${views}/sort/${sort.id}/`), 404, 'ERROR_VIEW_SORT_DOES_NOT_EXIST');

    const viewFilter = await addFilter(t, { field: t.primary.id, type: 'empty' });
    const viewSort = await addSort(t, { field: t.primary.id });
    expect((await api.delete(`${views}/${t.view.id}/`)).status).toBe(204);
    expectError(await api.get(`${views}/filter/${viewFilter.id}/`), 404, 'ERROR_VIEW_FILTER_DOES_NOT_EXIST');
    expectError(await api.get(`${views}/sort/${viewSort.id}/`), 404, 'ERROR_VIEW_SORT_DOES_NOT_EXIST');
  });

  it('lose what a new field type no longer allows', async () => {
    const t = await emptyTable(server);
    const api = as(t.token);
    const notes: Field = await t.addField({ name: 'Notes', type: 'text' });
    const contains = await addFilter(t, { field: notes.id, type: 'contains', value: 'x' });
    const empty = await addFilter(t, { field: notes.id, type: 'empty' });
    const sort = await addSort(t, { field: notes.id });

    expect((await t.patchField(notes.id, { type: 'number' })).status).toBe(200);
    expect((await api.get(`${views}/filter/${contains.id}/`)).status).toBe(200);
    expect((await api.get(`${views}/sort/${sort.id}/`)).status).toBe(200);

    expect((await t.patchField(notes.id, { type: 'link_row', link_row_table: t.table.id })).status).toBe(200);
    expectError(await api.get(`${views}/filter/${contains.id}/`), 404, 'ERROR_VIEW_FILTER_DOES_NOT_EXIST');
    expectError(await api.get(`${views}/sort/${sort.id}/`), 404, 'ERROR_VIEW_SORT_DOES_NOT_EXIST');
    expect((await api.get(`${views}/filter/${empty.id}/`)).body).toEqual(empty);
    expect(await gridNames(t)).toEqual([]);
  });
});
