import type { Row } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

// Issue 32: created_on, last_modified, created_by, last_modified_by and autonumber, read only.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Scratch = Awaited<ReturnType<typeof emptyTable>>;
const patchRow = (t: Scratch, id: number, json: Record<string, unknown>) =>
  server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/${id}/`, { json, headers: { authorization: `JWT ${t.token}` } });

async function tableWithSystemFields() {
  const t = await emptyTable(server);
  const first = (await t.addRow({ [`field_${t.primary.id}`]: 'first' })).body as Row;
  const second = (await t.addRow({ [`field_${t.primary.id}`]: 'second' })).body as Row;
  const f = {
    createdOn: await t.addField({ name: 'Created', type: 'created_on', date_include_time: true }),
    createdDay: await t.addField({ name: 'Day', type: 'created_on' }),
    modified: await t.addField({ name: 'Modified', type: 'last_modified', date_include_time: true }),
    createdBy: await t.addField({ name: 'By', type: 'created_by' }),
    modifiedBy: await t.addField({ name: 'Changed by', type: 'last_modified_by' }),
    number: await t.addField({ name: 'No', type: 'autonumber' }),
  };
  return { t, f, first, second };
}

describe('system field types (issue 32)', () => {
  it('read the system columns and number the rows there were in table order', async () => {
    const { t, f } = await tableWithSystemFields();
    const rows = await t.rows();
    expect(rows.map((row) => cell(row, f.number))).toEqual([1, 2]);
    const [row] = rows;
    expect(cell(row, f.createdOn)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(cell(row, f.createdDay)).toBe(String(cell(row, f.createdOn)).slice(0, 10));
    expect(cell(row, f.createdBy)).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(cell(row, f.modifiedBy)).toEqual(cell(row, f.createdBy));
    expect(f.createdOn).toMatchObject({ type: 'created_on', date_include_time: true, date_show_tzinfo: false, date_force_timezone: null });
  });

  it('refuse a value in a body with read_only on that key, creating or updating', async () => {
    const { t, f, first } = await tableWithSystemFields();
    for (const field of Object.values(f)) {
      const created = await t.addRow({ [`field_${field.id}`]: 5 });
      expect({ status: created.status, body: created.body }).toEqual({
        status: 400,
        body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { [`field_${field.id}`]: [{ error: `Field of type ${field.type} is read only and should not be set manually.`, code: 'read_only' }] } },
      });
      expect((await patchRow(t, first.id, { [`field_${field.id}`]: null })).status).toBe(400);
    }
  });

  it('change last_modified on an edit, keep created_on, and give new rows the next number, never a deleted one', async () => {
    const { t, f, first, second } = await tableWithSystemFields();
    const [before] = await t.rows();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const edited = (await patchRow(t, first.id, { [`field_${t.primary.id}`]: 'edited' })).body as Row;
    expect(cell(edited, f.createdOn)).toBe(cell(before, f.createdOn));
    expect(String(cell(edited, f.modified)) > String(cell(before, f.modified))).toBe(true);
    const gone = await server.api.raw('DELETE', `/api/database/rows/table/${t.table.id}/${second.id}/`, { headers: { authorization: `JWT ${t.token}` } });
    expect(gone.status).toBe(204);
    const third = (await t.addRow({})).body as Row;
    expect(cell(third, f.number)).toBe(3);
  });

  it('sort, search and filter by them', async () => {
    const { t, f } = await tableWithSystemFields();
    const byNumber = await t.rows(`&order_by=-field_${f.number.id}`);
    expect(byNumber.map((row) => cell(row, f.number))).toEqual([2, 1]);
    const byCreated = await t.rows(`&order_by=-field_${f.createdOn.id},-field_${f.number.id}`);
    expect(byCreated).toHaveLength(2);
    const byUser = await t.rows(`&order_by=field_${f.createdBy.id}`);
    expect(byUser).toHaveLength(2);
    const name = (cell(byUser[0], f.createdBy) as { name: string }).name;
    expect(await t.rows(`&search=${encodeURIComponent(name)}`)).toHaveLength(2);
    expect(await t.rows(`&filter__field_${f.createdBy.id}__empty=`)).toHaveLength(0);
    expect(await t.rows(`&filter__field_${f.modified.id}__not_empty=`)).toHaveLength(2);
  });
});

describe('converting the system field types (issue 32)', () => {
  it('keeps their cells through the text form, as Baserow does, and numbers rows on becoming an autonumber', async () => {
    const { t, f } = await tableWithSystemFields();
    const [before] = await t.rows();
    const preview = await server.api.raw('POST', `/api/database/fields/${f.createdOn.id}/change-preview/`, { json: { type: 'text' }, headers: { authorization: `JWT ${t.token}` } });
    expect(preview).toMatchObject({ status: 200, body: { filled: 2, emptied: 0 } });
    expect((await t.patchField(f.createdOn.id, { type: 'text' })).status).toBe(200);
    expect((await t.patchField(f.createdBy.id, { type: 'text' })).status).toBe(200);
    expect((await t.patchField(f.createdDay.id, { type: 'date' })).status).toBe(200);
    expect((await t.patchField(f.modified.id, { type: 'autonumber' })).status).toBe(200);
    const [row] = await t.rows();
    const created = String(cell(before, f.createdOn));
    // The EU order, 24-hour clock, in UTC: "22/07/2021 12:45".
    expect(cell(row, f.createdOn)).toBe(`${created.slice(8, 10)}/${created.slice(5, 7)}/${created.slice(0, 4)} ${created.slice(11, 16)}`);
    expect(cell(row, f.createdBy)).toBe((cell(before, f.createdBy) as { name: string }).name);
    expect(cell(row, f.createdDay)).toBe(cell(before, f.createdDay));
    expect((await t.rows()).map((each) => cell(each, f.modified))).toEqual([1, 2]);
  });
});
