import { applicationEndpoints as apps, databaseEndpoints as db, templateEndpoints as templates, type Field, type RowPage, type View } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTable } from '../database/helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { templateFile, TemplatesDir } from './template-fixtures.js';

// Contract §1.6: a template's preview group is readable signed out on exactly four GET endpoints
// (its applications, a table's fields and views, a grid's rows); nothing else of it is, nobody
// may write to it, and other groups still answer those four with 401 to an anonymous caller.

let dir: TemplatesDir;
let server: TestServer;
let preview: { groupId: number; tableId: number; viewId: number; fieldId: number };
beforeAll(async () => {
  dir = new TemplatesDir({ crm: templateFile({ name: 'CRM', projects: 3 }) });
  server = await startTestServer({ templatesDir: dir.path });
  const [template] = (await server.api.call(templates.listTemplates)).body.flatMap((category) => category.templates);
  const groupId = template?.group_id ?? 0;
  const [application] = (await server.api.call(apps.listGroupApplications, { params: { group_id: groupId } })).body;
  const table = application?.tables?.[0];
  const [view] = (await server.api.call(db.listViews, { params: { table_id: table?.id ?? 0 } })).body;
  const [field] = (await server.api.call(db.listFields, { params: { table_id: table?.id ?? 0 } })).body;
  preview = { groupId, tableId: table?.id ?? 0, viewId: view?.id ?? 0, fieldId: field?.id ?? 0 };
});
afterAll(async () => {
  await server?.close();
  dir?.dispose();
});

const notAuthenticated = { status: 401, body: { detail: 'Authentication credentials were not provided.' } };
const anonymous = async (method: string, path: string, json?: unknown) => {
  const answer = await server.api.raw(method, path, json === undefined ? {} : { json });
  return { status: answer.status, body: answer.body };
};

describe("a template's preview group", () => {
  it('is read signed out: its applications, a table\'s fields and views, and a grid\'s rows', async () => {
    const applications = await server.api.call(apps.listGroupApplications, { params: { group_id: preview.groupId } });
    expect(applications.status).toBe(200);
    expect(applications.body.map((application) => application.name)).toEqual(['CRM']);
    expect(applications.body[0]?.tables?.map((table) => table.name)).toEqual(['Projects', 'Tasks']);

    const fields = (await server.api.call(db.listFields, { params: { table_id: preview.tableId } })).body as Field[];
    expect(fields.map((field) => [field.name, field.type])).toEqual([['Name', 'text'], ['Status', 'single_select'], ['Tasks', 'link_row']]);

    const views = await anonymous('GET', `/api/database/views/table/${preview.tableId}/?include=filters,sortings`);
    expect(views.status).toBe(200);
    expect((views.body as View[]).map((view) => [view.name, view.filters?.length, view.sortings?.length])).toEqual([['Active projects', 1, 1], ['All projects', 0, 0]]);

    const rows = await anonymous('GET', `/api/database/views/grid/${preview.viewId}/?include=field_options`);
    expect(rows.status).toBe(200);
    // The view's filter (Status = Active) and sort (Name descending) apply to the preview as to anyone's.
    expect((rows.body as RowPage).results.map((row) => row[`field_${preview.fieldId}`])).toEqual(['Project 3', 'Project 1']);
    expect(Object.keys((rows.body as RowPage).field_options ?? {})).toHaveLength(3);
  });

  it('is read by a signed-in user who is not a member too', async () => {
    const account = await server.signUp();
    expect((await server.api.call(db.listFields, { params: { table_id: preview.tableId }, token: account.token })).status).toBe(200);
  });

  it('is not readable signed out anywhere else', async () => {
    const { tableId, viewId, fieldId } = preview;
    for (const path of [
      `/api/database/tables/${tableId}/`,
      `/api/database/views/${viewId}/`,
      `/api/database/fields/${fieldId}/`,
      `/api/database/rows/table/${tableId}/`,
      `/api/database/views/${viewId}/filters/`,
      `/api/database/views/${viewId}/sortings/`,
    ]) {
      expect(await anonymous('GET', path), path).toEqual(notAuthenticated);
    }
  });

  it('refuses every write, signed out (401) or signed in (not a member)', async () => {
    const account = await server.signUp();
    const { groupId, tableId, viewId } = preview;
    expect(await anonymous('POST', `/api/applications/group/${groupId}/`, { name: 'Mine', type: 'database' })).toEqual(notAuthenticated);
    expect(await anonymous('PATCH', `/api/database/views/grid/${viewId}/`, { field_options: {} })).toEqual(notAuthenticated);
    expect(await anonymous('POST', `/api/database/views/grid/${viewId}/`, { row_ids: [1] })).toEqual(notAuthenticated);
    const notInGroup = { error: 'ERROR_USER_NOT_IN_GROUP', detail: '' };
    const asUser = (method: string, path: string, json: unknown) => server.api.raw(method, path, { json, headers: { authorization: `JWT ${account.token}` } });
    expect((await asUser('POST', `/api/applications/group/${groupId}/`, { name: 'Mine', type: 'database' })).body).toEqual(notInGroup);
    expect((await asUser('POST', `/api/database/fields/table/${tableId}/`, { name: 'Extra', type: 'text' })).body).toEqual(notInGroup);
    expect((await asUser('POST', `/api/database/rows/table/${tableId}/`, {})).body).toEqual(notInGroup);
    expect((await asUser('PATCH', `/api/database/views/${viewId}/`, { name: 'Renamed' })).body).toEqual(notInGroup);
    expect((await asUser('POST', `/api/database/views/${viewId}/filters/`, { field: preview.fieldId, type: 'equal', value: 'x' })).body).toEqual(notInGroup);
  });
});

describe('a group that backs no template', () => {
  it('answers the four preview reads with 401 signed out, and with ERROR_USER_NOT_IN_GROUP to a stranger', async () => {
    const owner = await emptyTable(server);
    const stranger = await server.signUp();
    const groupId = (await server.api.call(apps.listAllApplications, { token: owner.token })).body[0]?.group.id ?? 0;
    const paths = [
      `/api/applications/group/${groupId}/`,
      `/api/database/fields/table/${owner.table.id}/`,
      `/api/database/views/table/${owner.table.id}/`,
      `/api/database/views/grid/${owner.view.id}/`,
    ];
    for (const path of paths) {
      expect(await anonymous('GET', path), path).toEqual(notAuthenticated);
      expect((await server.api.raw('GET', path, { headers: { authorization: `JWT ${stranger.token}` } })).body, path).toEqual({ error: 'ERROR_USER_NOT_IN_GROUP', detail: '' });
      expect((await server.api.raw('GET', path, { headers: { authorization: `JWT ${owner.token}` } })).status, path).toBe(200);
    }
    // What does not exist is still answered as such first, as the reference looks up before it checks.
    expect((await anonymous('GET', '/api/database/fields/table/999999/')).body).toMatchObject({ error: 'ERROR_TABLE_DOES_NOT_EXIST' });
  });
});
