import { fieldTypes, readDatabaseFile, type DatabaseFile, type Field, type Row } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originOf } from '../../src/callers/caller.js';
import { exportDatabaseFile } from '../../src/database/database-file/export-database-file.js';
import { importDatabaseFile } from '../../src/database/database-file/import-database-file.js';
import { commitChange } from '../../src/events/unit-of-work.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { databaseFileWorld } from './database-file-world.js';

// API answers and files as plain JSON, read and changed freely.
type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { as, richDatabase, seenThroughApi } = databaseFileWorld(() => server);

async function importInto(groupId: number, file: unknown) {
  return commitChange(server.ctx, originOf(undefined), (trx, emit) => importDatabaseFile({ db: trx, emit, quotas: server.ctx.config.quotas }, groupId, file as DatabaseFile));
}

async function groupOf(token: string): Promise<number> {
  return ((await as(token).get('/groups/')) as { id: number }[])[0]?.id as number;
}

describe('database files: export, then import into another group', () => {
  let original: Awaited<ReturnType<typeof richDatabase>>;
  let exported: DatabaseFile;
  beforeAll(async () => {
    original = await richDatabase();
    exported = JSON.parse(JSON.stringify(await exportDatabaseFile(server.db.kysely, original.t.table.database_id))) as DatabaseFile;
  });

  it('exports a file that reads back as valid', () => {
    const reading = readDatabaseFile(exported);
    expect(reading.ok ? [] : reading.problems).toEqual([]);
    expect(exported.database.tables.map((table) => table.rows.length)).toEqual([3, 2]);
  });

  it('imports a copy equal field by field, view by view and row by row, named as an unused name, announced once', async () => {
    const other = await server.signUp();
    const groupId = await groupOf(other.token);
    const before = server.events.length;
    const database = await importInto(groupId, exported);
    expect(database.name).toBe(exported.database.name);
    expect(await seenThroughApi(other.token, database.id)).toEqual(await seenThroughApi(original.t.token, original.t.table.database_id));
    expect(server.events.slice(before).map((event) => event.type)).toEqual(['application_created']);
    const again = await importInto(groupId, exported);
    expect(again.name).toBe(`${exported.database.name} 2`);
  });

  it("carries the read-only types' settings, not their cells: imported rows get the import's time, no person here, and numbers in file row order", async () => {
    const other = await server.signUp();
    const file = structuredClone(exported);
    const [scratch] = file.database.tables;
    const readOnly = scratch?.fields.filter((field) => fieldTypes[field.type].readOnly) ?? [];
    expect(readOnly.map((field) => field.type)).toEqual(['created_on', 'last_modified', 'created_by', 'last_modified_by', 'autonumber']);
    expect(scratch?.rows.every((row) => readOnly.every((field) => !(`field_${field.id}` in row)))).toBe(true);
    // A cell a file does hold for one (written by hand) is ignored, not refused.
    (scratch?.rows[0] as Record<string, unknown>)[`field_${readOnly[0]?.id}`] = '1999-01-01T00:00:00Z';
    const started = new Date(Date.now() - 1000).toISOString();
    const database = await importInto(await groupOf(other.token), file);
    const [table] = (await as(other.token).get(`/database/tables/database/${database.id}/`)) as { id: number }[];
    const fields = (await as(other.token).get(`/database/fields/table/${table?.id}/`)) as Field[];
    const rows = ((await as(other.token).get(`/database/rows/table/${table?.id}/`)) as { results: Row[] }).results;
    const of = (type: string) => fields.find((field) => field.type === type) as Field;
    expect(of('created_on')).toMatchObject({ date_format: 'EU', date_include_time: true, date_show_tzinfo: true, date_force_timezone: 'Europe/Amsterdam' });
    const cells = (type: string) => rows.map((row) => row[`field_${of(type).id}` as `field_${number}`]);
    expect(cells('created_on').every((time) => String(time) >= started)).toBe(true);
    expect(cells('last_modified').every((day) => String(day) >= started.slice(0, 10))).toBe(true);
    expect(cells('created_by')).toEqual([null, null, null]);
    expect(cells('autonumber')).toEqual([1, 2, 3]);
  });

  it('leaves empty a file cell naming a user file this server does not have', async () => {
    const other = await server.signUp();
    const file = structuredClone(exported);
    const [scratch] = file.database.tables;
    const filesField = scratch?.fields.find((field) => field.type === 'file');
    const named = scratch?.rows.find((row) => (row[`field_${filesField?.id}`] as unknown[]).length > 0) as Record<string, unknown>;
    named[`field_${filesField?.id}`] = [{ name: original.upload.name.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')), visible_name: 'Gone.txt' }];
    const database = await importInto(await groupOf(other.token), file);
    const tables = (await as(other.token).get(`/database/tables/database/${database.id}/`)) as { id: number }[];
    const rows = ((await as(other.token).get(`/database/rows/table/${tables[0]?.id}/`)) as { results: Row[] }).results;
    const importedFiles = (await as(other.token).get(`/database/fields/table/${tables[0]?.id}/`)) as Field[];
    const fileField = importedFiles.find((field) => field.type === 'file') as Field;
    expect(rows.map((row) => row[`field_${fileField.id}` as `field_${number}`])).toEqual([[], [], []]);
  });

  it.each([
    ['an unknown field type', (file: Loose) => (file.database.tables[0].fields[1].type = 'uuid'), 'ERROR_DATABASE_FILE_INVALID', 'uuid'],
    ['a link to a table not in the file', (file: Loose) => (file.database.tables[0].fields.find((field: Field) => field.type === 'link_row').options.link_row_table = 999_999), 'ERROR_DATABASE_FILE_INVALID', 'link_row_table'],
    ['a duplicate id', (file: Loose) => (file.database.tables[1].fields[0].id = file.database.tables[0].fields[0].id), 'ERROR_DATABASE_FILE_INVALID', 'used twice'],
    ['a newer version', (file: Loose) => (file.version = 2), 'ERROR_DATABASE_FILE_VERSION_NOT_SUPPORTED', 'version 2'],
    ['a filter naming a missing field', (file: Loose) => (file.database.tables[0].views[1].filters[1].field = 999_999), 'ERROR_DATABASE_FILE_INVALID', 'not a field of the table'],
  ])('refuses %s, naming the problem, and writes nothing', async (_what, change, code, named) => {
    const other = await server.signUp();
    const file = structuredClone(exported);
    change(file);
    const counts = async () => (await sql<{ applications: number; tables: number; fields: number }>`select
      (select count(*)::int from applications) as applications, (select count(*)::int from database_tables) as tables,
      (select count(*)::int from database_fields) as fields`.execute(server.db.kysely)).rows[0];
    const before = await counts();
    const refusal = await importInto(await groupOf(other.token), file).then(() => null, (error: unknown) => error as { code: string; detail: unknown });
    expect(refusal?.code).toBe(code);
    expect(JSON.stringify(refusal?.detail)).toContain(named);
    expect(await counts()).toEqual(before);
  });
});
