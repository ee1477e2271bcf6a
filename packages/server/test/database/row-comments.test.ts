import { commentMessageFromText, databaseEndpoints, rowCommentEndpoints as endpoints, type CommentMessage, type RowComment, type Row } from '@cellar/core';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousOrigin } from '../../src/events/domain-events.js';
import { commitChange } from '../../src/events/unit-of-work.js';
import { trashType } from '../../src/trash/server-trash-types.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { purgeTrash } from './purge-trash.js';
import { sharedTable } from '../realtime/shared-table.js';
import { callAsTab, TestSocket } from '../realtime/test-socket.js';

let server: TestServer;
let t: Awaited<ReturnType<typeof sharedTable>>;
let row: Row;
let memberId: number;

beforeAll(async () => {
  server = await startTestServer();
  t = await sharedTable(server);
  row = (await server.api.call(databaseEndpoints.createRow, { params: { table_id: t.table.id }, body: {}, token: t.token })).body;
  memberId = await userId(t.member.email);
});
afterAll(() => server.close());

async function userId(email: string): Promise<number> {
  return (await server.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

const text = (value: string) => commentMessageFromText(value);
const listPath = (rowId = row.id, tableId = t.table.id) => ({ table_id: tableId, row_id: rowId });
const post = (message: unknown, token = t.token, rowId = row.id) =>
  server.api.raw('POST', `/api/row_comments/${t.table.id}/${rowId}/`, { json: { message }, headers: { authorization: `JWT ${token}` } });

describe('row comments (Baserow premium api/row_comments)', () => {
  it('are created, listed newest first, edited by their author and deleted, with the reference keys', async () => {
    const first = await post(text('First'));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: expect.any(Number), user_id: await userId(await ownerEmail()), first_name: expect.any(String),
      table_id: t.table.id, row_id: row.id, message: text('First'),
      created_on: expect.any(String), updated_on: expect.any(String), edited: false, trashed: false,
    });
    const second = (await post(text('Second'))).body as RowComment;

    const page = await server.api.call(endpoints.listRowComments, { params: listPath(), token: t.token });
    expect(page.status).toBe(200);
    expect(page.body.count).toBeGreaterThanOrEqual(2);
    expect(page.body.results.slice(0, 2).map((comment) => comment.id)).toEqual([second.id, (first.body as RowComment).id]);

    const edited = await server.api.call(endpoints.updateRowComment, {
      params: { table_id: t.table.id, comment_id: second.id }, body: { message: text('Second, better') }, token: t.token,
    });
    expect(edited.body).toMatchObject({ id: second.id, edited: true, message: text('Second, better') });

    const deleted = await server.api.call(endpoints.deleteRowComment, { params: { table_id: t.table.id, comment_id: second.id }, token: t.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: second.id, message: null, trashed: true });
    const after = await server.api.call(endpoints.listRowComments, { params: listPath(), token: t.token });
    expect(after.body.results.map((comment) => comment.id)).not.toContain(second.id);
    const again = await server.api.call(endpoints.deleteRowComment, { params: { table_id: t.table.id, comment_id: second.id }, token: t.token });
    expect(again).toMatchObject({ status: 404, body: { error: 'ERROR_ROW_COMMENT_DOES_NOT_EXIST' } });
  });

  it('paginate by limit/offset or page/size, refusing a page larger than 200', async () => {
    const own = (await server.api.call(databaseEndpoints.createRow, { params: { table_id: t.table.id }, body: {}, token: t.token })).body;
    for (const word of ['a', 'b', 'c']) await post(text(word), t.token, own.id);
    const byLimit = await server.api.raw('GET', `/api/row_comments/${t.table.id}/${own.id}/?limit=2&offset=1`, { headers: { authorization: `JWT ${t.token}` } });
    expect(byLimit.body).toMatchObject({ count: 3, previous: expect.stringContaining('limit=2'), next: null });
    expect((byLimit.body as { results: RowComment[] }).results.map((comment) => comment.message)).toEqual([text('b'), text('a')]);
    const bySize = await server.api.raw('GET', `/api/row_comments/${t.table.id}/${own.id}/?size=201`, { headers: { authorization: `JWT ${t.token}` } });
    expect(bySize).toMatchObject({ status: 400, body: { error: 'ERROR_PAGE_SIZE_LIMIT' } });
    const badPage = await server.api.raw('GET', `/api/row_comments/${t.table.id}/${own.id}/?page=9`, { headers: { authorization: `JWT ${t.token}` } });
    expect(badPage).toMatchObject({ status: 400, body: { error: 'ERROR_INVALID_PAGE' } });
  });

  it('keep HTML as text, refuse blank, malformed and oversized messages with the body error, never a 5xx', async () => {
    const html = await post(text('<img src=x onerror=alert(1)><b>bold</b>'));
    expect(html.status).toBe(200);
    expect((html.body as RowComment).message).toEqual(text('<img src=x onerror=alert(1)><b>bold</b>'));

    for (const message of [text(''), { type: 'doc', content: [] }, { type: 'doc', content: [{ type: 'heading' }] }, 'just a string', 42, { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '' }] }] }]) {
      const answer = await post(message);
      expect(answer, JSON.stringify(message)).toMatchObject({
        status: 400,
        body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { message: [{ code: 'invalid', error: 'The message must be a valid ProseMirror JSON document.' }] } },
      });
    }
    const missing = await server.api.raw('POST', `/api/row_comments/${t.table.id}/${row.id}/`, { json: {}, headers: { authorization: `JWT ${t.token}` } });
    expect(missing.body).toEqual({ error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { message: [{ error: 'This field is required.', code: 'required' }] } });
    const long = await post(text('x'.repeat(10_001)));
    expect(long).toMatchObject({ status: 400, body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { message: [{ code: 'max_length' }] } } });
    // Just under the body limit: read, and refused by the message's own bound; past it: 413 before reading.
    const nearlyMegabyte = await post(text('x'.repeat(1000 * 1000)));
    expect(nearlyMegabyte).toMatchObject({ status: 400, body: { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { message: [{ code: 'max_length' }] } } });
    const megabyte = await post(text('x'.repeat(1024 * 1024)));
    expect(megabyte).toMatchObject({ status: 413, body: { detail: 'The request body is too large.' } });
    const count = (await server.api.call(endpoints.listRowComments, { params: listPath(), token: t.token })).body.count;
    const nothingMore = await server.api.call(endpoints.listRowComments, { params: listPath(), token: t.token });
    expect(nothingMore.body.count).toBe(count);
  });

  it('keep mentions of group members and drop mentions of anyone else', async () => {
    const outsider = await server.signUp();
    const outsiderId = await userId(outsider.email);
    const message: CommentMessage = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [
        { type: 'text', text: 'Ask ' },
        { type: 'mention', attrs: { id: memberId, label: 'Member' } },
        { type: 'text', text: ' and ' },
        { type: 'mention', attrs: { id: outsiderId, label: 'Stranger' } },
      ] }],
    };
    const answer = await post(message);
    expect(answer.status).toBe(200);
    const stored = await server.db.kysely.selectFrom('row_comments').select('mentions').where('id', '=', (answer.body as RowComment).id).executeTakeFirstOrThrow();
    expect(stored.mentions).toEqual([memberId]);
  });

  it('let only the author change a comment, and only members see them', async () => {
    const comment = (await post(text('Mine'))).body as RowComment;
    const asMember = await server.api.call(endpoints.updateRowComment, {
      params: { table_id: t.table.id, comment_id: comment.id }, body: { message: text('Theirs now') }, token: t.member.token,
    });
    expect(asMember).toMatchObject({ status: 400, body: { error: 'ERROR_USER_NOT_COMMENT_AUTHOR' } });
    const deleteAsMember = await server.api.call(endpoints.deleteRowComment, { params: { table_id: t.table.id, comment_id: comment.id }, token: t.member.token });
    expect(deleteAsMember).toMatchObject({ status: 400, body: { error: 'ERROR_USER_NOT_COMMENT_AUTHOR' } });

    const outsider = await server.signUp();
    for (const answer of [
      await server.api.call(endpoints.listRowComments, { params: listPath(), token: outsider.token }),
      await post(text('Hi'), outsider.token),
      await server.api.call(endpoints.deleteRowComment, { params: { table_id: t.table.id, comment_id: comment.id }, token: outsider.token }),
    ]) expect(answer).toMatchObject({ status: 400, body: { error: 'ERROR_USER_NOT_IN_GROUP' } });

    const anonymous = await server.api.call(endpoints.listRowComments, { params: listPath() });
    expect(anonymous.status).toBe(401);
    expect(await server.api.call(endpoints.listRowComments, { params: listPath(row.id, 999_999), token: t.token })).toMatchObject({ status: 404, body: { error: 'ERROR_TABLE_DOES_NOT_EXIST' } });
    expect(await server.api.call(endpoints.listRowComments, { params: listPath(999_999), token: t.token })).toMatchObject({ status: 404, body: { error: 'ERROR_ROW_DOES_NOT_EXIST' } });
    expect(await post(text('Nowhere'), t.token, 999_999)).toMatchObject({ status: 404, body: { error: 'ERROR_ROW_DOES_NOT_EXIST' } });
  });

  it('give the grid each row\'s comment count with include=row_metadata', async () => {
    const quiet = (await server.api.call(databaseEndpoints.createRow, { params: { table_id: t.table.id }, body: {}, token: t.token })).body;
    const busy = (await server.api.call(databaseEndpoints.createRow, { params: { table_id: t.table.id }, body: {}, token: t.token })).body;
    for (const word of ['one', 'two', 'three']) await post(text(word), t.token, busy.id);
    const grid = await server.api.raw('GET', `/api/database/views/grid/${t.view.id}/?include=row_metadata,field_options`, { headers: { authorization: `JWT ${t.token}` } });
    const metadata = (grid.body as { row_metadata: Record<string, { row_comment_count: number }> }).row_metadata;
    expect(metadata[String(busy.id)]).toEqual({ row_comment_count: 3 });
    expect(metadata[String(quiet.id)]).toBeUndefined();
    const plain = await server.api.raw('GET', `/api/database/views/grid/${t.view.id}/`, { headers: { authorization: `JWT ${t.token}` } });
    expect(plain.body).not.toHaveProperty('row_metadata');
  });

  it('are announced to everyone on the table page but the tab that wrote them', async () => {
    const writer = await TestSocket.signedIn(server.url, t.token);
    const reader = await TestSocket.signedIn(server.url, t.member.token);
    await writer.joinTable(t.table.id);
    await reader.joinTable(t.table.id);
    const created = await callAsTab(server, t.token, 'POST', `/api/row_comments/${t.table.id}/${row.id}/`, { message: text('Live') }, writer.id);
    const comment = created.body as RowComment;
    expect(await reader.next()).toEqual({ type: 'row_comment_created', row_comment: comment });
    await callAsTab(server, t.token, 'PATCH', `/api/row_comments/${t.table.id}/comment/${comment.id}/`, { message: text('Live!') }, writer.id);
    expect(await reader.next()).toMatchObject({ type: 'row_comment_updated', row_comment: { id: comment.id, edited: true, message: text('Live!') } });
    await callAsTab(server, t.token, 'DELETE', `/api/row_comments/${t.table.id}/comment/${comment.id}/`, undefined, writer.id);
    expect(await reader.next()).toMatchObject({ type: 'row_comment_deleted', row_comment: { id: comment.id, row_id: row.id, message: null } });
    // The writing tab heard none of its own: the reader's own comment is the first thing it hears.
    await callAsTab(server, t.member.token, 'POST', `/api/row_comments/${t.table.id}/${row.id}/`, { message: text('Reply') }, reader.id);
    expect(await writer.next()).toMatchObject({ type: 'row_comment_created', row_comment: { message: text('Reply') } });
    writer.close();
    reader.close();
  });

  it('are hidden while their row is in the trash, back when it is restored, and gone when it is purged', async () => {
    const own = (await server.api.call(databaseEndpoints.createRow, { params: { table_id: t.table.id }, body: {}, token: t.token })).body;
    await post(text('Keep me'), t.token, own.id);
    await server.api.call(databaseEndpoints.deleteRow, { params: { table_id: t.table.id, row_id: own.id }, token: t.token });
    expect(await server.api.call(endpoints.listRowComments, { params: listPath(own.id), token: t.token })).toMatchObject({ status: 404, body: { error: 'ERROR_ROW_DOES_NOT_EXIST' } });
    expect(await post(text('Too late'), t.token, own.id)).toMatchObject({ status: 404, body: { error: 'ERROR_ROW_DOES_NOT_EXIST' } });
    const restored = await server.api.raw('PATCH', '/api/trash/restore/', {
      json: { trash_item_type: 'row', trash_item_id: own.id, parent_trash_item_id: t.table.id }, headers: { authorization: `JWT ${t.token}` },
    });
    expect(restored.status).toBe(204);
    const back = await server.api.call(endpoints.listRowComments, { params: listPath(own.id), token: t.token });
    expect(back.body.results.map((comment) => comment.message)).toEqual([text('Keep me')]);

    await server.api.call(databaseEndpoints.deleteRow, { params: { table_id: t.table.id, row_id: own.id }, token: t.token });
    const entry = await server.db.kysely.selectFrom('trash_entries').selectAll().where('trash_item_type', '=', 'row').where('trash_item_id', '=', own.id).executeTakeFirstOrThrow();
    await commitChange(server.ctx, anonymousOrigin, (trx) => trashType('row')!.purge(trx, entry));
    const left = await server.db.kysely.selectFrom('row_comments').select('id').where('table_id', '=', t.table.id).where('row_id', '=', own.id).execute();
    expect(left).toEqual([]);
  });

  it('are undone and redone by their author in the table scope: a new comment, an edit, a deletion', async () => {
    const session = randomUUID();
    const headers = { authorization: `JWT ${t.token}`, ClientSessionId: session };
    const own = (await server.api.call(databaseEndpoints.createRow, { params: { table_id: t.table.id }, body: {}, token: t.token })).body;
    const step = (direction: 'undo' | 'redo') => server.api.raw('PATCH', `/api/user/${direction}/`, { json: { scopes: { table: t.table.id } }, headers });
    const messages = async () => (await server.api.call(endpoints.listRowComments, { params: listPath(own.id), token: t.token })).body.results.map((comment) => comment.message);
    const created = (await server.api.raw('POST', `/api/row_comments/${t.table.id}/${own.id}/`, { json: { message: text('Draft') }, headers })).body as RowComment;
    await server.api.raw('PATCH', `/api/row_comments/${t.table.id}/comment/${created.id}/`, { json: { message: text('Final') }, headers });
    await server.api.raw('DELETE', `/api/row_comments/${t.table.id}/comment/${created.id}/`, { headers });
    expect(await messages()).toEqual([]);
    expect((await step('undo')).body).toMatchObject({ result_code: 'SUCCESS' });
    expect(await messages()).toEqual([text('Final')]);
    await step('undo');
    expect(await messages()).toEqual([text('Draft')]);
    await step('undo');
    expect(await messages()).toEqual([]);
    await step('redo');
    const back = (await server.api.call(endpoints.listRowComments, { params: listPath(own.id), token: t.token })).body.results;
    expect(back).toMatchObject([{ id: created.id, message: text('Draft'), created_on: created.created_on }]);
  });

  it('stay with their table in the trash and go when it is deleted for good', async () => {
    const other = await sharedTable(server);
    const otherRow = (await server.api.call(databaseEndpoints.createRow, { params: { table_id: other.table.id }, body: {}, token: other.token })).body;
    await server.api.raw('POST', `/api/row_comments/${other.table.id}/${otherRow.id}/`, { json: { message: text('Bye') }, headers: { authorization: `JWT ${other.token}` } });
    await server.api.call(databaseEndpoints.deleteTable, { params: { table_id: other.table.id }, token: other.token });
    const comments = () => server.db.kysely.selectFrom('row_comments').select('id').where('table_id', '=', other.table.id).execute();
    expect(await comments()).toHaveLength(1);
    expect(await server.api.call(endpoints.listRowComments, { params: listPath(otherRow.id, other.table.id), token: other.token })).toMatchObject({ status: 404 });
    await purgeTrash(server);
    expect(await comments()).toEqual([]);
  });
});

async function ownerEmail(): Promise<string> {
  const users = await server.db.kysely
    .selectFrom('group_users')
    .innerJoin('users', 'users.id', 'group_users.user_id')
    .select('users.email')
    .where('group_users.group_id', '=', t.groupId)
    .where('group_users.permissions', '=', 'ADMIN')
    .executeTakeFirstOrThrow();
  return users.email;
}
