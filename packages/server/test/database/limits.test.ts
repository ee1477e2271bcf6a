import { applicationEndpoints as apps, databaseEndpoints as endpoints, groupEndpoints as groups, accountEndpoints as accounts } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from './helpers.js';

// Issue 15, point 1: every list in a body has a maximum, bodies are small unless an import needs
// more, and what one user, group or table may hold is bounded by configurable quotas.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    gridPageSizeLimit: 50,
    quotas: { groupsPerUser: 2, applicationsPerGroup: 2, tablesPerGroup: 3, fieldsPerTable: 3, viewsPerTable: 2 },
  });
});
afterAll(() => server.close());

const quotaExceeded = (detail: string) => ({ error: 'ERROR_QUOTA_EXCEEDED', detail });

describe('grid windows and refreshes', () => {
  it('refuse a limit or size over GRID_PAGE_SIZE_LIMIT, and over 1,000 row ids', async () => {
    const t = await emptyTable(server);
    const grid = (query: string) => server.api.raw('GET', `/api/database/views/grid/${t.view.id}/?${query}`, { headers: { authorization: `JWT ${t.token}` } });
    const tooLarge = { error: 'ERROR_PAGE_SIZE_LIMIT', detail: 'The page size is limited to 50.' };
    expect((await grid('limit=51')).body).toEqual(tooLarge);
    expect((await grid('size=51')).body).toEqual(tooLarge);
    expect((await grid('limit=50')).status).toBe(200);
    expect((await grid('size=50&count')).status).toBe(200);

    const refresh = (row_ids: number[]) => server.api.call(endpoints.gridRowsById, { params: { view_id: t.view.id }, body: { row_ids }, token: t.token });
    expect((await refresh(Array.from({ length: 1000 }, (_, i) => i + 1))).status).toBe(200);
    expect((await refresh(Array.from({ length: 1001 }, (_, i) => i + 1))).body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: { row_ids: [{ error: 'Ensure this field has no more than 1000 elements.', code: 'max_length' }] },
    });
  });
});

describe('request bodies', () => {
  it('are at most 1 MiB, except a table created from imported data', async () => {
    const { token } = await server.signUp();
    const big = 'x'.repeat(1024 * 1024);
    const login = await server.api.raw('POST', '/api/user/token-auth/', { json: { username: 'a@example.com', password: big } });
    expect(login.status).toBe(413);
    const [database] = (await server.api.call(apps.listAllApplications, { token })).body;
    const imported = await server.api.call(endpoints.createTable, {
      params: { database_id: database?.id ?? 0 },
      body: { name: 'Import', data: Array.from({ length: 2000 }, (_, i) => [`${i}`, 'y'.repeat(1000)]) },
      token,
    });
    expect(imported.status).toBe(200);
  });

  it('are not read before the caller is known', async () => {
    const anonymous = await server.api.raw('POST', '/api/groups/', { body: '{not json', headers: { 'content-type': 'application/json' } });
    expect(anonymous.status).toBe(401);
    const tooLarge = await server.api.raw('POST', '/api/groups/', { json: { name: 'x'.repeat(2 * 1024 * 1024) } });
    expect(tooLarge.status).toBe(401);
  });
});

describe('quotas', () => {
  it('bound the groups a user may create, and applications and tables per group', async () => {
    // Sign-up gives a personal group with one database of two tables.
    const { token } = await server.signUp();
    const second = await server.api.call(groups.createGroup, { body: { name: 'Second' }, token });
    expect(second.status).toBe(200);
    const third = await server.api.call(groups.createGroup, { body: { name: 'Third' }, token });
    expect(third.body).toEqual(quotaExceeded('A new group can only be created by someone in fewer than 2 groups on this server.'));

    const [database] = (await server.api.call(apps.listAllApplications, { token })).body;
    const groupId = database?.group.id ?? 0;
    expect((await server.api.call(apps.createApplication, { params: { group_id: groupId }, body: { name: 'Two', type: 'database' }, token })).status).toBe(200);
    const apps3 = await server.api.call(apps.createApplication, { params: { group_id: groupId }, body: { name: 'Three', type: 'database' }, token });
    expect(apps3.body).toEqual(quotaExceeded('A group can hold at most 2 applications on this server.'));

    const table = (name: string) => server.api.call(endpoints.createTable, { params: { database_id: database?.id ?? 0 }, body: { name }, token });
    expect((await table('Third table')).status).toBe(200);
    expect((await table('Fourth table')).body).toEqual(quotaExceeded('A group can hold at most 3 tables on this server.'));
  });

  it('bound the fields and views of a table, imported columns included', async () => {
    const t = await emptyTable(server);
    expect((await server.api.raw('POST', `/api/database/fields/table/${t.table.id}/`, { json: { name: 'Two', type: 'text' }, headers: { authorization: `JWT ${t.token}` } })).status).toBe(200);
    expect((await server.api.raw('POST', `/api/database/fields/table/${t.table.id}/`, { json: { name: 'Three', type: 'text' }, headers: { authorization: `JWT ${t.token}` } })).status).toBe(200);
    const fourth = await server.api.raw('POST', `/api/database/fields/table/${t.table.id}/`, { json: { name: 'Four', type: 'text' }, headers: { authorization: `JWT ${t.token}` } });
    expect(fourth.body).toEqual(quotaExceeded('A table can have at most 3 fields on this server.'));

    const view = (name: string) => server.api.call(endpoints.createView, { params: { table_id: t.table.id }, body: { name, type: 'grid' }, token: t.token });
    expect((await view('Second')).status).toBe(200);
    expect((await view('Third')).body).toEqual(quotaExceeded('A table can have at most 2 views on this server.'));

    const { token } = await server.signUp();
    const [database] = (await server.api.call(apps.listAllApplications, { token })).body;
    const wide = await server.api.call(endpoints.createTable, { params: { database_id: database?.id ?? 0 }, body: { name: 'Wide', data: [['a', 'b', 'c', 'd']] }, token });
    expect(wide.body).toEqual(quotaExceeded('A table can have at most 3 fields on this server.'));
    expect(accounts.register.errors).not.toContain('ERROR_QUOTA_EXCEEDED');
  });

  // Issue 30: a link's related field was added to the linked table past its quota, so any table
  // could be given fields without end by linking to it from tables with room.
  it('count a link\'s related field against the linked table, however the link comes to be', async () => {
    const t = await emptyTable(server);
    const headers = { authorization: `JWT ${t.token}` };
    const fieldsOf = async (tableId: number) => ((await server.api.raw('GET', `/api/database/fields/table/${tableId}/`, { headers })).body as { name: string; type: string }[]).map((field) => `${field.name}:${field.type}`);
    const tables = (await server.api.raw('GET', `/api/database/tables/database/${t.table.database_id}/`, { headers })).body as { id: number; name: string }[];
    const full = tables.find((table) => table.id !== t.table.id) ?? { id: 0 };
    const fullFields = await fieldsOf(full.id);
    expect(fullFields.length).toBeGreaterThanOrEqual(3);
    const refused = quotaExceeded('A table can have at most 3 fields on this server.');

    const addField = (json: object) => server.api.raw('POST', `/api/database/fields/table/${t.table.id}/`, { json, headers });
    expect((await addField({ name: 'Link', type: 'link_row', link_row_table: full.id })).body).toEqual(refused);
    const two = await t.addField({ name: 'Two', type: 'text' });
    // A link to its own table adds two fields to it: the link and its related field.
    expect((await addField({ name: 'Self', type: 'link_row', link_row_table: t.table.id })).body).toEqual(refused);
    // Converting a field to a link makes the related field there; pointing a link elsewhere moves it there.
    expect((await t.patchField(two.id, { type: 'link_row', link_row_table: full.id })).body).toEqual(refused);
    expect((await t.patchField(two.id, { type: 'link_row', link_row_table: t.table.id })).status).toBe(200);
    expect((await t.patchField(two.id, { link_row_table: full.id })).body).toEqual(refused);
    expect(await fieldsOf(t.table.id)).toEqual(['Name:text', 'Two:link_row', 'Scratch:link_row']);
    expect(await fieldsOf(full.id)).toEqual(fullFields);
  });
});

describe("PostgreSQL's own limits (issue 14)", () => {
  it('answers a table at 1,600 columns with a 400 naming the limit, and adds nothing', async () => {
    const t = await emptyTable(server);
    // Columns added and dropped outside the API count as PostgreSQL counts them: dropped ones too.
    const used = await sql<{ count: number }>`select count(*)::int as count from pg_attribute where attrelid = ${`database_table_${t.table.id}`}::regclass and attnum > 0`.execute(server.db.kysely);
    const columns = Array.from({ length: 1600 - used.rows[0]!.count }, (_, i) => `add column filler_${i} integer`).join(', ');
    await sql.raw(`alter table database_table_${t.table.id} ${columns}`).execute(server.db.kysely);
    const before = (await server.api.raw('GET', `/api/database/fields/table/${t.table.id}/`, { headers: { authorization: `JWT ${t.token}` } })).body;
    const answer = await server.api.raw('POST', `/api/database/fields/table/${t.table.id}/`, { json: { name: 'One too many', type: 'text' }, headers: { authorization: `JWT ${t.token}` } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'ERROR_MAX_FIELD_COUNT_EXCEEDED', detail: expect.stringContaining('1,600') });
    expect((await server.api.raw('GET', `/api/database/fields/table/${t.table.id}/`, { headers: { authorization: `JWT ${t.token}` } })).body).toEqual(before);
  });
});

describe('search terms and filter values (issue 14: one request must not hold the engine)', () => {
  it('are refused past 255 characters, naming the parameter, and accepted up to it', async () => {
    const t = await emptyTable(server);
    const headers = { authorization: `JWT ${t.token}` };
    const list = (query: string) => server.api.raw('GET', `/api/database/rows/table/${t.table.id}/?${query}`, { headers });
    const tooLong = 'x'.repeat(256);
    const maxLength = [{ error: 'Ensure this field has no more than 255 characters.', code: 'max_length' }];
    expect(await list(`search=${tooLong}`)).toMatchObject({ status: 400, body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { search: maxLength } } });
    const grid = await server.api.raw('GET', `/api/database/views/grid/${t.view.id}/?search=${tooLong}`, { headers });
    expect(grid).toMatchObject({ status: 400, body: { detail: { search: maxLength } } });
    const filterKey = `filter__field_${t.primary.id}__contains`;
    expect(await list(`${filterKey}=${tooLong}`)).toMatchObject({ status: 400, body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { [filterKey]: maxLength } } });
    expect((await list(`search=${'x'.repeat(255)}`)).status).toBe(200);
    expect((await list(`${filterKey}=${'x'.repeat(255)}`)).status).toBe(200);
  });
});
