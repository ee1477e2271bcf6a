import { strToU8, strFromU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { databaseFileWorld } from '../database/database-file-world.js';

// API answers as plain JSON.
type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { as, richDatabase, seenThroughApi } = databaseFileWorld(() => server);

// A job followed through /api/jobs/ until it is done (the runner runs it in this process).
async function finished(token: string, job: { id: number }): Promise<Loose> {
  await server.services.jobRunner.idle();
  const answer = await as(token).get(`/jobs/${job.id}/`);
  return answer;
}

async function groupOf(token: string): Promise<number> {
  return ((await as(token).get('/groups/')) as { id: number }[])[0]?.id as number;
}

async function upload(token: string, groupId: number, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return server.api.raw('POST', `/api/workspaces/${groupId}/import/upload-file/`, { body: form, headers: { authorization: `JWT ${token}` } });
}

async function download(url: string): Promise<Uint8Array> {
  // MEDIA_URL names the configured public address; the file is served by this server under /media/.
  // Without keep-alive: a connection left open would keep the server's close waiting.
  const answer = await fetch(`${server.url}${new URL(url).pathname}`, { headers: { connection: 'close' } });
  expect(answer.status).toBe(200);
  return new Uint8Array(await answer.arrayBuffer());
}

describe('export_applications and import_applications through the API', () => {
  let original: Awaited<ReturnType<typeof richDatabase>>;
  let archive: Uint8Array;
  beforeAll(async () => {
    original = await richDatabase();
    const { t } = original;
    // The computed types too: a formula, a lookup and a rollup through the link, a count.
    const fields = (await as(t.token).get(`/database/fields/table/${t.table.id}/`)) as Loose[];
    const people = fields.find((field) => field.name === 'People');
    const peopleFields = (await as(t.token).get(`/database/fields/table/${people.link_row_table}/`)) as Loose[];
    await t.addField({ name: 'Shout', type: 'formula', formula: "concat(upper(field('Motto')), '!')" });
    await t.addField({ name: 'Who', type: 'lookup', through_field_id: people.id, target_field_id: peopleFields[0].id });
    await t.addField({ name: 'How many', type: 'count', through_field_id: people.id });
    await t.addField({ name: 'Ids', type: 'rollup', through_field_id: people.id, target_field_id: peopleFields[0].id, rollup_function: 'count' });
  });

  it('exports the group to a zip, lists it, and imports it into another group equal field by field, view by view, row by row', async () => {
    const { t } = original;
    const groupId = await groupOf(t.token);
    const job = await as(t.token).post(`/workspaces/${groupId}/export/async/`, { application_ids: [t.table.database_id] });
    expect(job).toMatchObject({ type: 'export_applications', state: 'pending', exported_file_name: null, url: null });
    const done = await finished(t.token, job);
    expect(done.state, done.human_readable_error).toBe('finished');
    expect(done.exported_file_name).toMatch(/\.zip$/);
    expect((await as(t.token).get(`/workspaces/${groupId}/export/`)).results.map((item: Loose) => item.id)).toContain(job.id);
    archive = await download(done.url);

    const other = await server.signUp();
    const otherGroup = await groupOf(other.token);
    const uploaded = await upload(other.token, otherGroup, archive, 'export.zip');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body).toMatchObject({ name: 'export.zip', size: archive.length });
    const before = server.events.length;
    const imported = await finished(other.token, await as(other.token).post(`/workspaces/${otherGroup}/import/async/`, { resource_id: (uploaded.body as Loose).id }));
    expect(imported.state, imported.human_readable_error).toBe('finished');
    const [application] = imported.installed_applications;
    expect(server.events.slice(before).map((event) => event.type)).toContain('application_created');
    expect(await seenThroughApi(other.token, application.id)).toEqual(await seenThroughApi(t.token, t.table.database_id));
  });

  it('writes the user files cells name beside the rows, and neither with only_structure', async () => {
    const { t, upload: file } = original;
    const groupId = await groupOf(t.token);
    expect(Object.keys(unzipSync(archive))).toEqual(['databases/1.json', `files/${file.name}`]);
    const job = await finished(t.token, await as(t.token).post(`/workspaces/${groupId}/export/async/`, { application_ids: [t.table.database_id], only_structure: true }));
    const entries = unzipSync(await download(job.url));
    expect(Object.keys(entries)).toEqual(['databases/1.json']);
    const file1 = JSON.parse(strFromU8(entries['databases/1.json'] as Uint8Array)) as Loose;
    expect(file1.database.tables.map((table: Loose) => table.rows.length)).toEqual([0, 0]);
    expect(file1.database.tables[0].views.length).toBeGreaterThan(1);
  });

  it('gives a server that lacks them the user files the archive carries, under their names, so the cells find them', async () => {
    const { upload: file } = original;
    // As if the archive came from another server: this one forgets the file's row and bytes.
    await server.db.kysely.deleteFrom('user_files').where('name', '=', file.name).execute();
    await server.services.mediaStorage.delete(`user_files/${file.name}`);
    const other = await server.signUp();
    const groupId = await groupOf(other.token);
    const resource = (await upload(other.token, groupId, archive, 'export.zip')).body as Loose;
    const job = await finished(other.token, await as(other.token).post(`/workspaces/${groupId}/import/async/`, { resource_id: resource.id }));
    expect(job.state, job.human_readable_error).toBe('finished');
    const [table] = await as(other.token).get(`/database/tables/database/${job.installed_applications[0].id}/`);
    const fields = (await as(other.token).get(`/database/fields/table/${table.id}/`)) as Loose[];
    const files = fields.find((field) => field.type === 'file');
    const rows = (await as(other.token).get(`/database/rows/table/${table.id}/`)).results as Loose[];
    expect(rows.flatMap((row) => row[`field_${files.id}`].map((item: Loose) => item.name))).toEqual([file.name]);
    expect((await fetch(`${server.url}/media/user_files/${file.name}`, { headers: { connection: 'close' } })).status).toBe(200);
  });

  it('duplicates a database as "<name> 2" and a table as "<name> 2", equal to their originals', async () => {
    const { t } = original;
    const job = await finished(t.token, await as(t.token).post(`/applications/${t.table.database_id}/duplicate/async/`, {}));
    expect(job.state, job.human_readable_error).toBe('finished');
    expect(job.original_application.id).toBe(t.table.database_id);
    expect(job.duplicated_application.name).toBe(`${job.original_application.name} 2`);
    expect(await seenThroughApi(t.token, job.duplicated_application.id)).toEqual(await seenThroughApi(t.token, t.table.database_id));

    const tableJob = await finished(t.token, await as(t.token).post(`/database/tables/${t.table.id}/duplicate/async/`, {}));
    expect(tableJob.state, tableJob.human_readable_error).toBe('finished');
    expect(tableJob.duplicated_table).toMatchObject({ name: `${t.table.name} 2`, database_id: t.table.database_id });
    // Links to another table point at the same table, with the same links, row for row.
    const copyFields = (await as(t.token).get(`/database/fields/table/${tableJob.duplicated_table.id}/`)) as Loose[];
    const originalFields = (await as(t.token).get(`/database/fields/table/${t.table.id}/`)) as Loose[];
    const [people, copiedPeople] = [originalFields, copyFields].map((fields) => fields.find((field) => field.name === 'People'));
    expect(copiedPeople.link_row_table).toBe(people.link_row_table);
    const linksOf = async (tableId: number, field: Loose) =>
      ((await as(t.token).get(`/database/rows/table/${tableId}/`)).results as Loose[]).map((row) => row[`field_${field.id}`].map((item: Loose) => item.id));
    expect(await linksOf(tableJob.duplicated_table.id, copiedPeople)).toEqual(await linksOf(t.table.id, people));
    expect((await linksOf(tableJob.duplicated_table.id, copiedPeople)).flat().length).toBeGreaterThan(0);
    // What reads through such a link works in the copy, with the same values.
    for (const name of ['Who', 'How many', 'Ids']) {
      const [from, to] = [originalFields, copyFields].map((fields) => fields.find((field) => field.name === name));
      expect(to.error, name).toBeNull();
      expect(to.through_field_id).toBe(copiedPeople.id);
      const cells = async (tableId: number, field: Loose) => ((await as(t.token).get(`/database/rows/table/${tableId}/`)).results as Loose[]).map((row) => JSON.stringify(row[`field_${field.id}`]).replace(/"id":\d+,?/g, ''));
      expect(await cells(tableJob.duplicated_table.id, to)).toEqual(await cells(t.table.id, from));
    }
  });

  it('refuses a tampered archive on upload, and a file of a newer version or too deep in the job, creating nothing', async () => {
    const other = await server.signUp();
    const groupId = await groupOf(other.token);
    const climbing = zipSync({ '../../etc/passwd': strToU8('x'), 'databases/1.json': strToU8('{}') });
    const refused = await upload(other.token, groupId, climbing, 'evil.zip');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'ERROR_RESOURCE_IS_INVALID' });
    expect((await upload(other.token, groupId, strToU8('PK\x03\x04 broken'), 'broken.zip')).body).toMatchObject({ error: 'ERROR_RESOURCE_IS_INVALID' });

    const applicationsBefore = (await as(other.token).get(`/applications/group/${groupId}/`)).length;
    const newer = strToU8(JSON.stringify({ format: 'cellar.database', version: 99, database: { name: 'Future', tables: [] } }));
    const deep = strToU8(`{"format":"cellar.database","version":1,"database":{"name":"Deep","tables":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`);
    for (const [bytes, error] of [[newer, 'ERROR_DATABASE_FILE_VERSION_NOT_SUPPORTED'], [deep, 'ERROR_DATABASE_FILE_INVALID']] as const) {
      const resource = (await upload(other.token, groupId, zipSync({ 'databases/1.json': bytes }), 'file.zip')).body as Loose;
      const job = await finished(other.token, await as(other.token).post(`/workspaces/${groupId}/import/async/`, { resource_id: resource.id }));
      expect(job.state).toBe('failed');
      expect(job.human_readable_error).toMatch(/newer Cellar|deeper than/);
      expect(error).toMatch(/ERROR_DATABASE_FILE/);
    }
    expect((await as(other.token).get(`/applications/group/${groupId}/`)).length).toBe(applicationsBefore);
  });

  it('checks the group and membership before queuing', async () => {
    const stranger = await server.signUp();
    const groupId = await groupOf(original.t.token);
    const answer = await server.api.raw('POST', `/api/workspaces/${groupId}/export/async/`, { json: {}, headers: { authorization: `JWT ${stranger.token}` } });
    expect(answer.body).toMatchObject({ error: 'ERROR_USER_NOT_IN_GROUP' });
    const missing = await server.api.raw('POST', `/api/applications/999999/duplicate/async/`, { json: {}, headers: { authorization: `JWT ${stranger.token}` } });
    expect(missing.body).toMatchObject({ error: 'ERROR_APPLICATION_DOES_NOT_EXIST' });
  });
});
