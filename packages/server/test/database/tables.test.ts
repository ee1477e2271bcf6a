import { applicationEndpoints as apps, databaseEndpoints as endpoints } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { purgeTrash } from './purge-trash.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function personalDatabase(token: string) {
  const [database] = (await server.api.call(apps.listAllApplications, { token })).body;
  if (!database) throw new Error('no personal database');
  return database;
}

describe('the example database of a new account', () => {
  it('holds Customers and Projects with their fields, widths and rows', async () => {
    const { token } = await server.signUp({ name: 'Ada' });
    const database = await personalDatabase(token);
    expect(database.name).toBe("Ada's company");
    expect(database.tables?.map((table) => table.name)).toEqual(['Customers', 'Projects']);

    const customers = database.tables?.[0];
    const fields = (await server.api.call(endpoints.listFields, { params: { table_id: customers?.id ?? 0 }, token })).body;
    expect(fields.map((field) => [field.name, field.type, field.primary])).toEqual([
      ['Name', 'text', true],
      ['Last name', 'text', false],
      ['Notes', 'long_text', false],
      ['Active', 'boolean', false],
    ]);
    const [view] = (await server.api.call(endpoints.listViews, { params: { table_id: customers?.id ?? 0 }, token })).body;
    expect(view?.name).toBe('Grid');
    const grid = await server.api.raw('GET', `/api/database/views/grid/${view?.id}/?include=field_options`, { headers: { authorization: `JWT ${token}` } });
    const page = grid.body as { count: number; results: Record<string, unknown>[]; field_options: Record<string, { width: number }> };
    expect(page.count).toBe(4);
    const name = `field_${fields[0]?.id}`;
    const lastName = `field_${fields[1]?.id}`;
    expect(page.results.map((row) => `${row[name]} ${row[lastName]}`)).toEqual(['Elon Musk', 'Bill Gates', 'Mark Zuckerburg', 'Jeffrey Bezos']);
    expect(page.results.map((row) => row.order)).toEqual(['1.00000000000000000000', '2.00000000000000000000', '3.00000000000000000000', '4.00000000000000000000']);
    expect(page.field_options[String(fields[2]?.id)]).toEqual({ width: 400, hidden: false, order: 32767 });
    expect(page.field_options[String(fields[3]?.id)]?.width).toBe(100);

    const projects = database.tables?.[1];
    const projectFields = (await server.api.call(endpoints.listFields, { params: { table_id: projects?.id ?? 0 }, token })).body;
    expect(projectFields[1]).toMatchObject({ name: 'Started', type: 'date', date_format: 'EU', date_include_time: false, date_time_format: '24' });
    const rows = (await server.api.call(endpoints.listRows, { params: { table_id: projects?.id ?? 0 }, token })).body;
    expect(rows.results.map((row) => row[`field_${projectFields[1]?.id}` as `field_${number}`])).toEqual(['2020-06-01', null, '2018-01-01']);
  });
});

describe('tables', () => {
  it('are created with the example content, renamed and deleted with their rows', async () => {
    const { token } = await server.signUp();
    const database = await personalDatabase(token);
    const created = await server.api.call(endpoints.createTable, { params: { database_id: database.id }, body: { name: 'Cars' }, token });
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Cars', order: 3, database_id: database.id });
    const fields = (await server.api.call(endpoints.listFields, { params: { table_id: created.body.id }, token })).body;
    expect(fields.map((field) => field.name)).toEqual(['Name', 'Notes', 'Active']);
    const rows = (await server.api.call(endpoints.listRows, { params: { table_id: created.body.id }, token })).body;
    expect(rows.results.map((row) => [row[`field_${fields[0]?.id}` as `field_${number}`], row[`field_${fields[2]?.id}` as `field_${number}`]])).toEqual([
      ['Tesla', true],
      ['Amazon', false],
    ]);

    const renamed = await server.api.call(endpoints.updateTable, { params: { table_id: created.body.id }, body: { name: 'Vehicles' }, token });
    expect(renamed.body.name).toBe('Vehicles');
    expect((await server.api.call(endpoints.deleteTable, { params: { table_id: created.body.id }, token })).status).toBe(204);
    const gone = await server.api.call(endpoints.listRows, { params: { table_id: created.body.id }, token });
    expect(gone.body).toMatchObject({ error: 'ERROR_TABLE_DOES_NOT_EXIST' });
    // In the trash until it is emptied (issue 33); then the row store and metadata go.
    await purgeTrash(server);
    const tableExists = await server.db.kysely.selectFrom('database_tables').select('id').where('id', '=', created.body.id).execute();
    expect(tableExists).toEqual([]);
  });

  it('import data as text fields, padding short rows and naming missing headers', async () => {
    const { token } = await server.signUp();
    const database = await personalDatabase(token);
    const created = await server.api.call(endpoints.createTable, {
      params: { database_id: database.id },
      body: { name: 'Imported', data: [['Name', 'Age'], ['Alice', '30', 'extra'], ['Bob']], first_row_header: true },
      token,
    });
    const fields = (await server.api.call(endpoints.listFields, { params: { table_id: created.body.id }, token })).body;
    expect(fields.map((field) => [field.name, field.type])).toEqual([['Name', 'text'], ['Age', 'text'], ['Field 3', 'text']]);
    const rows = (await server.api.call(endpoints.listRows, { params: { table_id: created.body.id }, token })).body;
    expect(rows.results.map((row) => fields.map((field) => row[`field_${field.id}` as `field_${number}`]))).toEqual([
      ['Alice', '30', 'extra'],
      ['Bob', '', ''],
    ]);
    const empty = await server.api.call(endpoints.createTable, { params: { database_id: database.id }, body: { name: 'Empty', data: [[]] }, token });
    expect(empty.body).toMatchObject({ error: 'ERROR_INVALID_INITIAL_TABLE_DATA' });
    // No rows at all is the reference's `min_length=1` on `data`, a validation error (issue 31).
    const none = await server.api.call(endpoints.createTable, { params: { database_id: database.id }, body: { name: 'None', data: [] }, token });
    expect(none).toMatchObject({
      status: 400,
      body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { data: [{ error: 'Ensure this field has at least 1 elements.', code: 'min_length' }] } },
    });
  });

  it('are out of reach outside the group', async () => {
    const owner = await server.signUp();
    const outsider = await server.signUp();
    const database = await personalDatabase(owner.token);
    const table = database.tables?.[0];
    expect((await server.api.call(endpoints.getTable, { params: { table_id: table?.id ?? 0 }, token: outsider.token })).body).toEqual({ error: 'ERROR_USER_NOT_IN_GROUP', detail: '' });
    expect((await server.api.call(endpoints.listRows, { params: { table_id: table?.id ?? 0 }, token: outsider.token })).body).toMatchObject({ error: 'ERROR_USER_NOT_IN_GROUP' });
    expect((await server.api.call(endpoints.createTable, { params: { database_id: database.id }, body: { name: 'X' }, token: outsider.token })).body).toMatchObject({ error: 'ERROR_USER_NOT_IN_GROUP' });
    expect((await server.api.call(endpoints.getTable, { params: { table_id: 999999 }, token: owner.token })).status).toBe(404);
  });

  it('go with their database when it is deleted', async () => {
    const { token } = await server.signUp();
    const database = await personalDatabase(token);
    const tables = database.tables ?? [];
    expect(tables).toHaveLength(2);
    await server.api.call(apps.deleteApplication, { params: { application_id: database.id }, token });
    await purgeTrash(server);
    for (const table of tables) {
      const left = await server.db.kysely.selectFrom('database_tables').select('id').where('id', '=', table.id).execute();
      expect(left).toEqual([]);
    }
  });
});

describe('the initial data limit', () => {
  it('refuses imports over INITIAL_TABLE_DATA_LIMIT rows', async () => {
    const limited = await startTestServer({ initialTableDataLimit: 2 });
    try {
      const { token } = await limited.signUp();
      const [database] = (await limited.api.call(apps.listAllApplications, { token })).body;
      const answer = await limited.api.call(endpoints.createTable, {
        params: { database_id: database?.id ?? 0 },
        body: { name: 'Too big', data: [['a'], ['b'], ['c']] },
        token,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'ERROR_INITIAL_TABLE_DATA_LIMIT_EXCEEDED' });
    } finally {
      await limited.close();
    }
  });
});
