import { readDatabaseFile, type DatabaseFile, type Field, type Row } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originOf } from '../../src/callers/caller.js';
import { exportDatabaseFile } from '../../src/database/database-file/export-database-file.js';
import { importDatabaseFile } from '../../src/database/database-file/import-database-file.js';
import { rebuildUserTable } from '../../src/database/tables/table-rebuild.js';
import { inTransaction } from '../../src/db/transaction.js';
import { commitChange } from '../../src/events/unit-of-work.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const unique = { type_name: 'unique_with_empty' };
const required = { type_name: 'required' };
const key = (field: Field) => `field_${field.id}`;

function importInto(groupId: number, file: unknown) {
  return commitChange(server.ctx, originOf(undefined), (trx, emit) => importDatabaseFile({ db: trx, emit }, groupId, file as DatabaseFile));
}

async function constrainedTable() {
  const t = await emptyTable(server);
  const code = await t.addField({ name: 'Code', type: 'text', field_constraints: [unique, required] });
  await t.addRow({ [key(code)]: 'A-1' });
  await t.addRow({ [key(code)]: 'B-2' });
  return { t, code };
}

describe('field constraints survive (issue 32)', () => {
  it('a table rebuild: the new row store has the unique index and the check again', async () => {
    const { t, code } = await constrainedTable();
    await inTransaction(server.ctx.db, (trx) => rebuildUserTable(trx, t.table.id));
    expect((await t.addRow({ [key(code)]: 'A-1' })).body).toMatchObject({ error: 'ERROR_FIELD_DATA_CONSTRAINT', detail: { [key(code)]: [{ code: 'unique' }] } });
    expect((await t.addRow({})).body).toMatchObject({ error: 'ERROR_FIELD_DATA_CONSTRAINT', detail: { [key(code)]: [{ code: 'required' }] } });
  });

  it('a database file round trip: exported as field_constraints, enforced in the copy', async () => {
    const { t } = await constrainedTable();
    const file = JSON.parse(JSON.stringify(await exportDatabaseFile(server.db.kysely, t.table.database_id))) as DatabaseFile;
    const reading = readDatabaseFile(file);
    expect(reading.ok ? [] : reading.problems).toEqual([]);
    const exportedField = file.database.tables.flatMap((table) => table.fields).find((field) => field.name === 'Code');
    expect(exportedField?.field_constraints).toEqual([unique, required]);
    const other = await server.signUp();
    const groupId = ((await server.api.raw('GET', '/api/groups/', { headers: { authorization: `JWT ${other.token}` } })).body as { id: number }[])[0]?.id as number;
    const database = await importInto(groupId, file);
    const tables = (await server.api.raw('GET', `/api/database/tables/database/${database.id}/`, { headers: { authorization: `JWT ${other.token}` } })).body as { id: number; name: string }[];
    const copy = tables.find((table) => table.name === 'Scratch') as { id: number };
    const fields = (await server.api.raw('GET', `/api/database/fields/table/${copy.id}/`, { headers: { authorization: `JWT ${other.token}` } })).body as Field[];
    const copied = fields.find((field) => field.name === 'Code') as Field;
    expect(copied.field_constraints).toEqual([unique, required]);
    const duplicate = await server.api.raw('POST', `/api/database/rows/table/${copy.id}/`, { json: { [key(copied)]: 'B-2' }, headers: { authorization: `JWT ${other.token}` } });
    expect(duplicate.body).toMatchObject({ error: 'ERROR_FIELD_DATA_CONSTRAINT' });
  });

  it('a file whose data breaks a constraint, or naming one its type cannot have, is refused', async () => {
    const { t, code } = await constrainedTable();
    const file = JSON.parse(JSON.stringify(await exportDatabaseFile(server.db.kysely, t.table.database_id))) as DatabaseFile;
    const table = file.database.tables.find((candidate) => candidate.name === 'Scratch') as DatabaseFile['database']['tables'][number];
    for (const row of table.rows) (row as Row)[`field_${code.id}`] = 'same';
    const groupId = ((await server.api.raw('GET', '/api/groups/', { headers: { authorization: `JWT ${t.token}` } })).body as { id: number }[])[0]?.id as number;
    await expect(importInto(groupId, file)).rejects.toMatchObject({ code: 'ERROR_FIELD_CONSTRAINT' });
    const unfit = structuredClone(file);
    for (const row of unfit.database.tables.flatMap((candidate) => candidate.rows)) delete (row as Row)[`field_${code.id}`];
    Object.assign(unfit.database.tables.flatMap((candidate) => candidate.fields).find((field) => field.name === 'Code') ?? {}, { type: 'boolean', options: {} });
    const reading = readDatabaseFile(unfit);
    expect(reading.ok ? [] : reading.problems.map((problem) => problem.message)).toContain('A boolean field cannot have the unique_with_empty constraint.');
  });
});
