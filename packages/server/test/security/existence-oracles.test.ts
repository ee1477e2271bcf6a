import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '../helpers/api-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from '../database/helpers.js';
import { uploadBytes } from '../user-files/upload-helpers.js';

// Issue 30: answers that told a caller about things that are not theirs, by which error came first
// (a table exists, another table's field is a link) or by what an answer carried (when another
// user uploaded a file).

let server: TestServer;
let owner: Awaited<ReturnType<typeof emptyTable>>;
let outsider: Awaited<ReturnType<typeof emptyTable>>;
beforeAll(async () => {
  server = await startTestServer();
  owner = await emptyTable(server);
  outsider = await emptyTable(server);
});
afterAll(() => server.close());

const send = (token: string, method: string, path: string, json?: unknown): Promise<ApiAnswer> =>
  server.api.raw(method, path, { json, headers: { authorization: `JWT ${token}` } });
const codeOf = (answer: ApiAnswer) => ({ status: answer.status, error: (answer.body as { error?: string }).error });

describe('a token update', () => {
  it('answers 404 for a token not the caller\'s, whether the tables it names exist or not', async () => {
    const groups = (await send(owner.token, 'GET', '/api/groups/')).body as { id: number }[];
    const token = (await send(owner.token, 'POST', '/api/database/tokens/', { name: 'Owner\'s', group: groups[0]?.id })).body as { id: number };
    const rights = (table: number) => ({ create: true, read: [['table', table]], update: true, delete: true });
    const notFound = { status: 404, error: 'ERROR_TOKEN_DOES_NOT_EXIST' };
    for (const tokenId of [token.id, 999_999]) {
      for (const table of [owner.table.id, 999_999]) {
        expect(codeOf(await send(outsider.token, 'PATCH', `/api/database/tokens/${tokenId}/`, { permissions: rights(table) })), `token ${tokenId}, table ${table}`).toEqual(notFound);
      }
    }
    // Its owner still hears about a table that does not exist.
    expect(codeOf(await send(owner.token, 'PATCH', `/api/database/tokens/${token.id}/`, { permissions: rights(999_999) }))).toEqual({ status: 400, error: 'ERROR_REQUEST_BODY_VALIDATION' });
  });
});

describe('a view filter or sort naming a field of another table', () => {
  it('says only that the field is not in the table, never whether its type would fit', async () => {
    const foreignLink = await owner.addField({ name: 'Secret link', type: 'link_row', link_row_table: owner.table.id });
    const notInTable = { status: 400, error: 'ERROR_FIELD_NOT_IN_TABLE' };
    const views = '/api/database/views';
    const filters = `${views}/${outsider.view.id}/filters/`;
    expect(codeOf(await send(outsider.token, 'POST', filters, { field: foreignLink.id, type: 'contains' }))).toEqual(notInTable);
    expect(codeOf(await send(outsider.token, 'POST', filters, { field: owner.primary.id, type: 'contains' }))).toEqual(notInTable);
    expect(codeOf(await send(outsider.token, 'POST', `${views}/${outsider.view.id}/sortings/`, { field: foreignLink.id }))).toEqual(notInTable);
    const filter = (await send(outsider.token, 'POST', filters, { field: outsider.primary.id, type: 'contains' })).body as { id: number };
    expect(codeOf(await send(outsider.token, 'PATCH', `${views}/filter/${filter.id}/`, { field: foreignLink.id }))).toEqual(notInTable);
  });
});

describe('an upload of a file someone else uploaded first', () => {
  it('answers the time of this upload, not theirs', async () => {
    const first = (await uploadBytes(server, owner.token, 'the same bytes', 'shared.txt')).body as { name: string; uploaded_at: string };
    const longAgo = new Date('2001-02-03T04:05:06Z');
    await server.db.kysely.updateTable('user_files').set({ uploaded_at: longAgo }).where('name', '=', first.name).execute();
    const before = Date.now();
    const second = (await uploadBytes(server, outsider.token, 'the same bytes', 'shared.txt')).body as { name: string; uploaded_at: string };
    expect(second.name).toBe(first.name);
    expect(Date.parse(second.uploaded_at)).toBeGreaterThanOrEqual(before - 1000);
    // The first uploader still sees their own time.
    const again = (await uploadBytes(server, owner.token, 'the same bytes', 'shared.txt')).body as { uploaded_at: string };
    expect(again.uploaded_at).toBe('2001-02-03T04:05:06Z');
  });
});
