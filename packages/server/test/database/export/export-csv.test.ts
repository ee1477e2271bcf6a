import { databaseEndpoints, type ExportJob } from '@cellar/core';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJob } from '../../../src/jobs/jobs.repo.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';
import { emptyTable } from '../helpers.js';
import { download, exported, readExport, startExport } from './export-helpers.js';

// CSV exports of a view and a table through the API, the checks before one is queued, the download
// and the expiry of the file.

let server: TestServer;
let scratch: Awaited<ReturnType<typeof emptyTable>>;
let ids: { b: number; formula: number; skipped: number };
beforeAll(async () => {
  server = await startTestServer();
  scratch = await emptyTable(server);
  const notes = await scratch.addField({ name: 'Notes', type: 'text' });
  const done = await scratch.addField({ name: '+Done', type: 'boolean' });
  const amount = await scratch.addField({ name: 'Amount', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true });
  const row = async (values: Record<string, unknown>) => ((await scratch.addRow(values)).body as { id: number }).id;
  ids = {
    b: await row({ [`field_${scratch.primary.id}`]: 'b, "quoted"', [`field_${notes.id}`]: 'x', [`field_${done.id}`]: true, [`field_${amount.id}`]: '5' }),
    formula: await row({ [`field_${scratch.primary.id}`]: '=1+1', [`field_${notes.id}`]: 'y', [`field_${amount.id}`]: '-2.5' }),
    skipped: await row({ [`field_${scratch.primary.id}`]: 'skip', [`field_${amount.id}`]: '1' }),
  };
  const auth = { authorization: `JWT ${scratch.token}` };
  const view = scratch.view.id;
  await server.api.raw('POST', `/api/database/views/${view}/filters/`, { json: { field: scratch.primary.id, type: 'not_equal', value: 'skip' }, headers: auth });
  await server.api.raw('POST', `/api/database/views/${view}/sortings/`, { json: { field: amount.id, order: 'ASC' }, headers: auth });
  const options = { [notes.id]: { hidden: true }, [done.id]: { order: 0 }, [amount.id]: { order: 1 } };
  const patched = await server.api.raw('PATCH', `/api/database/views/grid/${view}/`, { json: { field_options: options }, headers: auth });
  expect(patched.status).toBe(200);
});
afterAll(() => server.close());

describe('exporting to CSV', () => {
  it('writes a view as it shows: its filter, sort, hidden field and field order, headers and cells spreadsheet-safe', async () => {
    const job = await exported(server, scratch.token, scratch.table.id, { exporter_type: 'csv', view_id: scratch.view.id });
    expect(job).toMatchObject({ table: scratch.table.id, view: scratch.view.id, exporter_type: 'csv', state: 'finished', status: 'finished', progress_percentage: 100 });
    expect(Object.keys(job)).toEqual(['id', 'table', 'view', 'exporter_type', 'state', 'status', 'exported_file_name', 'created_at', 'progress_percentage', 'url']);
    expect(job.url).toBe(`http://localhost:8000/media/export_files/${job.exported_file_name}`);
    const { response, bytes } = await download(server, job);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${job.exported_file_name}"`);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(bytes.toString('utf8')).toBe(`\ufeffid,Name,'+Done,Amount\r\n${ids.formula},'=1+1,false,-2.50\r\n${ids.b},"b, ""quoted""",true,5.00\r\n`);
  });

  it('writes a table without a view in its own order, with the chosen separator and charset, without a header', async () => {
    const job = await exported(server, scratch.token, scratch.table.id, { exporter_type: 'csv', csv_column_separator: 'tab', export_charset: 'windows-1252', csv_include_header: false });
    const { bytes } = await download(server, job);
    const lines = bytes.toString('latin1').split('\r\n');
    expect(lines[0]).toBe(`${ids.b}\t"b, ""quoted"""\tx\ttrue\t5.00`);
    expect(lines).toHaveLength(4);
  });

  it('encodes in the chosen charset', async () => {
    const cafe = await emptyTable(server);
    const { id } = (await cafe.addRow({ [`field_${cafe.primary.id}`]: 'café' })).body as { id: number };
    const job = await exported(server, cafe.token, cafe.table.id, { exporter_type: 'csv', export_charset: 'windows-1252', csv_include_header: false });
    const { bytes } = await download(server, job);
    expect([...bytes]).toEqual([...Buffer.from(`${id},caf`), 0xe9, 0x0d, 0x0a]);
  });

  it('checks the table, the body, the group and the view before queuing, in the reference\'s order', async () => {
    expect((await startExport(server, scratch.token, 2_000_000, { exporter_type: 'nope' })).body).toMatchObject({ error: 'ERROR_TABLE_DOES_NOT_EXIST' });
    expect((await startExport(server, scratch.token, scratch.table.id, { exporter_type: 'pdf' })).body).toMatchObject({ error: 'ERROR_REQUEST_BODY_VALIDATION' });
    expect((await startExport(server, scratch.token, scratch.table.id, { exporter_type: 'csv', export_charset: 'utf-7' })).status).toBe(400);
    expect((await startExport(server, scratch.token, scratch.table.id, { exporter_type: 'csv', view_id: 2_000_000 })).body).toMatchObject({ error: 'ERROR_VIEW_DOES_NOT_EXIST' });
    const stranger = await server.signUp();
    const refused = await startExport(server, stranger.token, scratch.table.id, { exporter_type: 'csv' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'ERROR_USER_NOT_IN_GROUP' });
    const other = await server.api.call(databaseEndpoints.createTable, { params: { database_id: scratch.table.database_id }, body: { name: 'Other' }, token: scratch.token });
    const [otherView] = (await server.api.call(databaseEndpoints.listViews, { params: { table_id: other.body.id }, token: scratch.token })).body;
    const misplaced = await startExport(server, scratch.token, scratch.table.id, { exporter_type: 'csv', view_id: otherView?.id });
    expect(misplaced.status).toBe(400);
    expect(misplaced.body).toMatchObject({ error: 'ERROR_VIEW_NOT_IN_TABLE' });
  });

  it('shows a person only their own export jobs', async () => {
    const job = await exported(server, scratch.token, scratch.table.id, { exporter_type: 'csv' });
    const stranger = await server.signUp();
    expect((await readExport(server, stranger.token, job.id)).body).toMatchObject({ error: 'ERROR_EXPORT_JOB_DOES_NOT_EXIST' });
    expect((await readExport(server, scratch.token, 2_000_000)).status).toBe(404);
  });

  it('deletes the file when the job expires, an hour after it finished', async () => {
    const job: ExportJob = await exported(server, scratch.token, scratch.table.id, { exporter_type: 'csv' });
    const file = join(server.mediaDir, 'export_files', job.exported_file_name ?? '');
    expect(existsSync(file)).toBe(true);
    server.clock.advance(59 * 60);
    server.services.jobRunner.wake();
    await server.services.jobRunner.idle();
    expect(existsSync(file)).toBe(true);
    server.clock.advance(2 * 60);
    server.services.jobRunner.wake();
    await server.services.jobRunner.idle();
    expect(existsSync(file)).toBe(false);
    expect(await findJob(server.db.kysely, job.id)).toBeUndefined();
    expect(readdirSync(join(server.mediaDir, 'export_files')).filter((name) => name.startsWith(`${job.id}-`))).toEqual([]);
  });
});
