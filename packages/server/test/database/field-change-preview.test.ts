import type { Row } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cell, emptyTable } from './helpers.js';

// Cellar's dry run of a field change (issue 16): before a lossy change is saved, the form says
// how many cells would become empty or change. Counted by the conversion's own SQL; nothing changes.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('previewing a field change', () => {
  it('counts the cells a conversion would empty and the ones it would change, and changes nothing', async () => {
    const t = await emptyTable(server);
    const notes = await t.addField({ name: 'Amount', type: 'text' });
    for (const text of ['12', '12.5', 'abc', '', null, '7']) await t.addRow({ [`field_${notes.id}`]: text });
    const preview = (body: object) => server.api.raw('POST', `/api/database/fields/${notes.id}/change-preview/`, { json: body, headers: { authorization: `JWT ${t.token}` } });

    // To a whole number: 'abc' is lost, 12.5 becomes 13, 12 and 7 stay as they read.
    const toNumber = await preview({ type: 'number' });
    expect({ status: toNumber.status, body: toNumber.body }).toEqual({ status: 200, body: { filled: 4, emptied: 1, changed: 1 } });
    // With two decimals, 12.5 reads 12.50: changed too, as are 12 (12.00) and 7 (7.00).
    expect((await preview({ type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 })).body).toEqual({ filled: 4, emptied: 1, changed: 3 });
    // A rename, or text to long text, converts nothing.
    expect((await preview({ name: 'Sum' })).body).toEqual({ filled: 4, emptied: 0, changed: 0 });
    expect((await preview({ type: 'long_text' })).body).toEqual({ filled: 4, emptied: 0, changed: 0 });

    expect((await t.rows()).map((row: Row) => cell(row, notes))).toEqual(['12', '12.5', 'abc', '', null, '7']);
    const [field] = ((await server.api.raw('GET', `/api/database/fields/table/${t.table.id}/`, { headers: { authorization: `JWT ${t.token}` } })).body as { id: number; type: string; name: string }[]).filter((f) => f.id === notes.id);
    expect(field).toMatchObject({ type: 'text', name: 'Amount' });
  });

  it('counts every linked cell as lost when a link becomes another type', async () => {
    const t = await emptyTable(server);
    const first = (await t.addRow({ [`field_${t.primary.id}`]: 'target' })).body as Row;
    const link = await t.addField({ name: 'Link', type: 'link_row', link_row_table: t.table.id });
    await t.addRow({ [`field_${link.id}`]: [first.id] });
    await t.addRow({ [`field_${link.id}`]: [] });
    const answer = await server.api.raw('POST', `/api/database/fields/${link.id}/change-preview/`, { json: { type: 'text' }, headers: { authorization: `JWT ${t.token}` } });
    expect(answer.body).toEqual({ filled: 1, emptied: 1, changed: 0 });
    // A link that stays a link keeps its links: renaming it, or naming the table it already links to, loses nothing.
    // (The type has no column, so planning a fresh one instead would only show here, as a false warning.)
    const keep = async (json: object) =>
      (await server.api.raw('POST', `/api/database/fields/${link.id}/change-preview/`, { json, headers: { authorization: `JWT ${t.token}` } })).body;
    expect(await keep({ name: 'Linked rows' })).toEqual({ filled: 1, emptied: 0, changed: 0 });
    expect(await keep({ type: 'link_row', link_row_table: t.table.id })).toEqual({ filled: 1, emptied: 0, changed: 0 });
  });

  it('checks the field, the membership and the body as a change does', async () => {
    const t = await emptyTable(server);
    const outsider = await server.signUp();
    const as = (token: string, fieldId: number, json: unknown) =>
      server.api.raw('POST', `/api/database/fields/${fieldId}/change-preview/`, { json, headers: { authorization: `JWT ${token}` } });
    expect((await as(t.token, 999_999, { type: 'text' })).body).toMatchObject({ error: 'ERROR_FIELD_DOES_NOT_EXIST' });
    expect((await as(outsider.token, t.primary.id, { type: 'text' })).body).toEqual({ error: 'ERROR_USER_NOT_IN_GROUP', detail: '' });
    expect((await as(t.token, t.primary.id, { type: 'nonsense' })).body).toMatchObject({ error: 'ERROR_REQUEST_BODY_VALIDATION' });
    expect((await as(t.token, t.primary.id, { type: 'link_row', link_row_table: t.table.id })).body).toMatchObject({ error: 'ERROR_INCOMPATIBLE_PRIMARY_FIELD_TYPE' });
  });
});
