import type { Row } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

// Issue 32: an autonumber numbers the rows there are in a view's order when made with view_id (Baserow's option).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Scratch = Awaited<ReturnType<typeof emptyTable>>;
const post = (t: Scratch, path: string, json: Record<string, unknown>) => server.api.raw('POST', path, { json, headers: { authorization: `JWT ${t.token}` } });

async function fruitTable() {
  const t = await emptyTable(server);
  for (const name of ['banana', 'apple', 'cherry', 'date']) await t.addRow({ [`field_${t.primary.id}`]: name });
  return t;
}

const numbersByName = async (t: Scratch, fieldId: number) =>
  Object.fromEntries((await t.rows()).map((row: Row) => [row[`field_${t.primary.id}`], row[`field_${fieldId}`]]));

describe('autonumber view_id (issue 32)', () => {
  it("numbers the view's rows first, in its sort order, then the rows its filters leave out, and keeps no view_id", async () => {
    const t = await fruitTable();
    expect((await post(t, `/api/database/views/${t.view.id}/sortings/`, { field: t.primary.id, order: 'ASC' })).status).toBe(200);
    expect((await post(t, `/api/database/views/${t.view.id}/filters/`, { field: t.primary.id, type: 'contains_not', value: 'an' })).status).toBe(200);
    const field = await t.addField({ name: 'No', type: 'autonumber', view_id: t.view.id });
    expect(field).not.toHaveProperty('view_id');
    expect(await numbersByName(t, field.id)).toEqual({ apple: 1, cherry: 2, date: 3, banana: 4 });
    const next = (await t.addRow({})).body as Row;
    expect(cell(next, field)).toBe(5);
  });

  it('numbers in table order without a view, and refuses a view of another table', async () => {
    const t = await fruitTable();
    const other = await emptyTable(server);
    const refused = await post(t, `/api/database/fields/table/${t.table.id}/`, { name: 'No', type: 'autonumber', view_id: other.view.id });
    expect({ status: refused.status, error: (refused.body as { error: string }).error }).toEqual({ status: 404, error: 'ERROR_VIEW_DOES_NOT_EXIST' });
    const bad = await post(t, `/api/database/fields/table/${t.table.id}/`, { name: 'No', type: 'autonumber', view_id: 'first' });
    expect(bad.status).toBe(400);
    const field = await t.addField({ name: 'No', type: 'autonumber', view_id: null });
    expect(await numbersByName(t, field.id)).toEqual({ banana: 1, apple: 2, cherry: 3, date: 4 });
  });

  it('numbers existing rows when a field becomes one, in the named view’s order', async () => {
    const t = await fruitTable();
    await post(t, `/api/database/views/${t.view.id}/sortings/`, { field: t.primary.id, order: 'DESC' });
    const notes = await t.addField({ name: 'Notes', type: 'text' });
    const changed = await t.patchField(notes.id, { type: 'autonumber', view_id: t.view.id });
    expect(changed.status).toBe(200);
    expect(changed.body).not.toHaveProperty('view_id');
    expect(await numbersByName(t, notes.id)).toEqual({ date: 1, cherry: 2, banana: 3, apple: 4 });
  });
});
