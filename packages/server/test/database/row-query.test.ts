import { databaseEndpoints as endpoints, filterCaseOptions, filterCases, type Field, type FilterCase, type Row, type SelectOption } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { uploadBytes } from '../user-files/upload-helpers.js';
import { cell, emptyTable } from './helpers.js';
import { isReadOnlyField, writeReadOnlyCell } from './read-only-cells.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Page = { count: number; results: Row[] };

/** Writes the shared cases' cells and values with the ids this server gave what they name. */
interface CaseIds {
  /** The server's option id for each case option id, matched by the option's (unique) value. */
  options: Map<number, number>;
  /** A user file every file cell of the cases points at, under its own visible names. */
  userFileName: string;
}

// A case's select cell holds options in their API form: written as the server's ids of the options with their values.
function writableCell(field: Field, value: unknown, ids: CaseIds): unknown {
  if (field.type === 'file' && Array.isArray(value)) return value.map((item: { visible_name: string }) => ({ name: ids.userFileName, visible_name: item.visible_name }));
  const serverId = (option: SelectOption) => (field.select_options as SelectOption[]).find((candidate) => candidate.value === option.value)?.id;
  if (field.type === 'multiple_select' && Array.isArray(value)) return (value as SelectOption[]).map(serverId);
  if (field.type !== 'single_select' || value === null || typeof value !== 'object') return value;
  return serverId(value as SelectOption);
}

// A select filter's value names case option ids: their digits become the server's ids (unknown ids stay).
function writableValue(entry: FilterCase, ids: CaseIds): string {
  if (!entry.filter.startsWith('single_select_') && !entry.filter.startsWith('multiple_select_')) return entry.value;
  return entry.value.replace(/\d+/g, (digits) => String(ids.options.get(Number(digits)) ?? digits));
}

async function caseIds(t: Awaited<ReturnType<typeof emptyTable>>, fields: Field[]): Promise<CaseIds> {
  const options = new Map<number, number>();
  const serverOptions = fields.flatMap((field) => (field.type === 'single_select' || field.type === 'multiple_select' ? (field.select_options as SelectOption[]) : []));
  for (const option of filterCaseOptions) {
    const stored = serverOptions.find((candidate) => candidate.value === option.value);
    if (stored) options.set(option.id, stored.id);
  }
  const uploaded = await uploadBytes(server, t.token, 'case', 'case-file.txt');
  expect(uploaded.status).toBe(200);
  return { options, userFileName: (uploaded.body as { name: string }).name };
}

describe('filters on the rows list (contract §10.3, §11.2)', () => {
  it('match exactly as the shared truth table says, the same cases the browser runs', async () => {
    const t = await emptyTable(server);
    // One field per distinct field configuration of the cases, one row per case.
    const fieldsByConfig = new Map<string, Field>();
    for (const entry of filterCases) {
      const key = JSON.stringify(entry.field);
      if (!fieldsByConfig.has(key)) fieldsByConfig.set(key, await t.addField({ name: `F${fieldsByConfig.size}`, type: entry.field.type, ...entry.field.options }));
    }
    const ids = await caseIds(t, [...fieldsByConfig.values()]);
    const caseRows: { rowId: number; fieldId: number }[] = [];
    for (const entry of filterCases) {
      const field = fieldsByConfig.get(JSON.stringify(entry.field)) as Field;
      const readOnly = isReadOnlyField(field);
      const created = await t.addRow(readOnly ? {} : { [`field_${field.id}`]: writableCell(field, entry.cell, ids) });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      if (readOnly) await writeReadOnlyCell(server, t.table.id, field, (created.body as Row).id, entry.cell);
      caseRows.push({ rowId: (created.body as Row).id, fieldId: field.id });
    }
    // Every page of what a filter keeps: the cases outnumber the largest page.
    const matching = async (query: string): Promise<{ status: number; count: number; ids: Set<number> }> => {
      const found = new Set<number>();
      for (let page = 1; ; page += 1) {
        const answer = await server.api.raw('GET', `/api/database/rows/table/${t.table.id}/?size=200&page=${page}&${query}`, { headers: { authorization: `JWT ${t.token}` } });
        if (answer.status !== 200) return { status: answer.status, count: -1, ids: found };
        const body = answer.body as Page;
        for (const row of body.results) found.add(row.id);
        if (found.size >= body.count || body.results.length === 0) return { status: 200, count: body.count, ids: found };
      }
    };
    const failures: string[] = [];
    // The relative date filters count from the case's moment: the server's clock is set to it (and runs on, as
    // the server waits on time passing); the cases keep clear of midnight.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const realNow = new Date();
    try {
      for (const [index, entry] of filterCases.entries()) {
        const { rowId, fieldId } = caseRows[index] as { rowId: number; fieldId: number };
        vi.setSystemTime(entry.now === undefined ? realNow : new Date(entry.now));
        const answer = await matching(`filter__field_${fieldId}__${entry.filter}=${encodeURIComponent(writableValue(entry, ids))}`);
        const outcome = answer.count === filterCases.length ? 'ignored' : answer.ids.has(rowId);
        // An ignored filter keeps every row; a filter that happens to keep every row must be expected to.
        const matches = entry.expected === 'ignored' ? outcome === 'ignored' : answer.ids.has(rowId) === entry.expected;
        if (answer.status !== 200 || !matches) failures.push(`${entry.filter} ${JSON.stringify(entry.value)} on ${entry.field.type} ${JSON.stringify(entry.cell)}: got ${answer.status} ${String(outcome)}`);
      }
    } finally {
      vi.useRealTimers();
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('combine with AND, or with OR when filter_type says so, and a repeated key adds a condition', async () => {
    const t = await emptyTable(server);
    const notes = await t.addField({ name: 'Notes', type: 'text' });
    for (const [name, note] of [['apple', 'red'], ['avocado', null], ['banana', 'yellow']]) {
      await t.addRow({ [`field_${t.primary.id}`]: name, [`field_${notes.id}`]: note });
    }
    const names = (rows: Row[]) => rows.map((row) => cell(row, t.primary));
    const both = `&filter__field_${t.primary.id}__contains=a&filter__field_${notes.id}__empty=`;
    expect(names(await t.rows(both))).toEqual(['avocado']);
    expect(names(await t.rows(`${both}&filter_type=or`))).toEqual(['apple', 'avocado', 'banana']);
    const repeated = `&filter__field_${t.primary.id}__contains=an&filter__field_${t.primary.id}__contains=ban`;
    expect(names(await t.rows(repeated))).toEqual(['banana']);
    expect(names(await t.rows(`${repeated}&filter_type=OR`))).toEqual(['banana']);
    expect(names(await t.rows(`&filter__field_${t.primary.id}__contains_not=AP&search=a`))).toEqual(['avocado', 'banana']);
  });

  it('answer the contract errors, order_by first, and ignore keys that are not filters', async () => {
    const t = await emptyTable(server);
    const flag = await t.addField({ name: 'Flag', type: 'boolean' });
    const amount = await t.addField({ name: 'Amount', type: 'number' });
    const when = await t.addField({ name: 'When', type: 'date', date_include_time: true });
    const fruit = await t.addField({ name: 'Fruit', type: 'single_select' });
    const list = (query: string) => server.api.raw('GET', `/api/database/rows/table/${t.table.id}/?${query}`, { headers: { authorization: `JWT ${t.token}` } });
    expect((await list('filter__field_999999__contains=a')).body).toEqual({ error: 'ERROR_FILTER_FIELD_NOT_FOUND', detail: 'The field 999999 was not found in the table.' });
    expect((await list(`filter__field_${flag.id}__nonsense=a`)).body).toEqual({
      error: 'ERROR_VIEW_FILTER_TYPE_DOES_NOT_EXIST',
      detail: "The view filter type nonsense doesn't exist.",
    });
    expect((await list(`filter__field_${flag.id}__contains=a`)).body).toEqual({
      error: 'ERROR_VIEW_FILTER_TYPE_NOT_ALLOWED_FOR_FIELD',
      detail: 'The filter contains is not compatible with field type boolean.',
    });
    const both = await list(`order_by=nope&filter__field_999999__contains=a`);
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ error: 'ERROR_ORDER_BY_FIELD_NOT_FOUND' });
    // Values SQL cannot hold or cast are answered, never a server error.
    for (const [type, value] of [['equal', 'a%00b'], ['contains', '%00'], ['higher_than', '9'.repeat(255)], ['date_equal', '0000-01-01'], ['single_select_equal', '9'.repeat(40)]] as const) {
      const field = { equal: t.primary.id, contains: t.primary.id, higher_than: amount.id, date_equal: when.id, single_select_equal: fruit.id }[type];
      expect((await list(`filter__field_${field}__${type}=${value}`)).status, `${type} ${value}`).toBeLessThan(500);
    }
    const ignored = await list('filter__field_x__contains=a&filterfield_1=2&size=abc');
    expect(ignored.status).toBe(200);
    expect((ignored.body as Page).count).toBe(0);
  });

  it('count what they match, and a row edited out of the filter leaves the count at once', async () => {
    const t = await emptyTable(server);
    for (const name of ['one', 'two', 'three']) await t.addRow({ [`field_${t.primary.id}`]: name });
    const filtered = async () =>
      ((await server.api.raw('GET', `/api/database/rows/table/${t.table.id}/?filter__field_${t.primary.id}__contains=o`, { headers: { authorization: `JWT ${t.token}` } })).body as Page).count;
    expect(await filtered()).toBe(2);
    const [first] = await t.rows();
    await server.api.call(endpoints.updateRow, { params: { table_id: t.table.id, row_id: (first as Row).id }, body: { [`field_${t.primary.id}`]: 'uno' }, token: t.token });
    expect(await filtered()).toBe(2);
    await server.api.call(endpoints.updateRow, { params: { table_id: t.table.id, row_id: (first as Row).id }, body: { [`field_${t.primary.id}`]: 'un' }, token: t.token });
    expect(await filtered()).toBe(1);
  });
});

describe('who caused a change', () => {
  it('is carried by its event: the user, no token, the WebSocket id of the tab, and the group of the table', async () => {
    const t = await emptyTable(server);
    const groupId = (await server.db.kysely.selectFrom('applications').select('group_id').where('id', '=', t.table.database_id).executeTakeFirstOrThrow()).group_id;
    const created = await server.api.raw('POST', `/api/database/rows/table/${t.table.id}/`, {
      json: {},
      headers: { authorization: `JWT ${t.token}`, websocketid: 'b7d9f2a0-0f43-4c3b-9d0e-1f2a3b4c5d6e' },
    });
    expect(created.status).toBe(200);
    expect(server.events.at(-1)).toMatchObject({
      type: 'row_created',
      groupId,
      tableId: t.table.id,
      origin: { userId: expect.any(Number), tokenId: null, webSocketId: 'b7d9f2a0-0f43-4c3b-9d0e-1f2a3b4c5d6e' },
    });
    await t.addField({ name: 'Other', type: 'text' });
    expect(server.events.at(-1)).toMatchObject({ type: 'field_created', groupId, tableId: t.table.id, origin: { webSocketId: null } });
  });
});

describe('database tokens on the row endpoints (contract §1.2, §12)', () => {
  it('are refused when the key is missing, malformed or unknown, and ignored elsewhere', async () => {
    const t = await emptyTable(server);
    const rows = `/api/database/rows/table/${t.table.id}/`;
    const unknown = await server.api.raw('GET', rows, { headers: { authorization: 'Token abcdefghijklmnopqrstuvwxyz012345' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ error: 'ERROR_TOKEN_DOES_NOT_EXIST', detail: 'The provided token does not exist.' });
    const empty = await server.api.raw('POST', rows, { json: {}, headers: { authorization: 'Token' } });
    expect(empty.status).toBe(401);
    expect(empty.body).toMatchObject({ error: 'ERROR_INVALID_TOKEN_HEADER' });
    const spaced = await server.api.raw('DELETE', `${rows}1/`, { headers: { authorization: 'Token a b' } });
    expect(spaced.body).toMatchObject({ error: 'ERROR_INVALID_TOKEN_HEADER' });
    const elsewhere = await server.api.raw('GET', `/api/database/fields/table/${t.table.id}/`, { headers: { authorization: 'Token abcdefghijklmnopqrstuvwxyz012345' } });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(await t.rows()).toHaveLength(0);
  });
});
