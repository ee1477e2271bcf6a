import { rowHistoryEndpoints, type Row, type RowHistoryPage } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionType } from '../../src/actions/server-action-types.js';
import { findUserById } from '../../src/accounts/users.repo.js';
import { userCaller } from '../../src/callers/caller.js';
import { sweepRowHistory } from '../../src/database/rows/history/row-history.repo.js';
import { anonymousOrigin } from '../../src/events/domain-events.js';
import { commitChange } from '../../src/events/unit-of-work.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { sharedTable } from '../realtime/shared-table.js';
import { cell, emptyTable } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const session = '6f1c2a9e-4b1d-4c3a-9f2e-0a1b2c3d4e5f';

type Scratch = Awaited<ReturnType<typeof emptyTable>>;
const request = (t: Scratch, method: string, path: string, json?: unknown, token = t.token) =>
  server.api.raw(method, `/api/database/rows/table/${t.table.id}/${path}`, { json, headers: { authorization: `JWT ${token}`, clientsessionid: session } });

/** The newest action recorded. */
const lastAction = () => server.db.kysely.selectFrom('actions').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

/** Runs an action's undo or redo as the undo endpoint does: in one transaction, as the person who made it. */
async function run(action: Awaited<ReturnType<typeof lastAction>>, step: 'undo' | 'redo'): Promise<void> {
  const user = await findUserById(server.db.kysely, action.user_id!);
  await commitChange(server.ctx, anonymousOrigin, (trx, emit) => actionType(action.type)![step]({ ctx: server.ctx, trx, caller: userCaller(user!), emit }, action.params));
}

describe('row actions (issue 33)', () => {
  it('record create, edit and delete with the tab session, and undo and redo each', async () => {
    const t = await emptyTable(server);
    const name = `field_${t.primary.id}`;
    const created = (await request(t, 'POST', '', { [name]: 'Ada' })).body as Row;
    const create = await lastAction();
    expect(create).toMatchObject({ type: 'create_row', session, scope: `table${t.table.id}`, params: { table_id: t.table.id, row_id: created.id } });

    await request(t, 'PATCH', `${created.id}/`, { [name]: 'Grace' });
    const update = await lastAction();
    expect(update).toMatchObject({ type: 'update_row', params: { row_id: created.id, before: { [name]: 'Ada' }, after: { [name]: 'Grace' } } });
    await run(update, 'undo');
    expect((await t.rows()).map((row) => cell(row, t.primary))).toEqual(['Ada']);
    await run(update, 'redo');
    expect((await t.rows()).map((row) => cell(row, t.primary))).toEqual(['Grace']);

    await request(t, 'DELETE', `${created.id}/`);
    const remove = await lastAction();
    expect(remove).toMatchObject({ type: 'delete_row', params: { row_id: created.id } });
    await run(remove, 'undo');
    expect((await t.rows()).map((row) => cell(row, t.primary))).toEqual(['Grace']);
    await run(remove, 'redo');
    expect(await t.rows()).toEqual([]);
    // The row is in the trash: undoing its edit now finds nothing and says so, for the undo to skip it.
    await expect(run(update, 'undo')).rejects.toMatchObject({ code: 'ERROR_ROW_DOES_NOT_EXIST' });

    await run(remove, 'undo');
    await run(create, 'undo');
    expect(await t.rows()).toEqual([]);
    await run(create, 'redo');
    expect((await t.rows()).map((row) => row.id)).toEqual([created.id]);
  });

  it('record a batch as one action of the changed rows only, undone and redone whole', async () => {
    const t = await emptyTable(server);
    const name = `field_${t.primary.id}`;
    const { items } = (await request(t, 'POST', 'batch/', { items: [{ [name]: 'a' }, { [name]: 'b' }, { [name]: 'c' }] })).body as { items: Row[] };
    const ids = items.map((row) => row.id);
    expect(await lastAction()).toMatchObject({ type: 'create_rows', params: { row_ids: ids } });

    await request(t, 'PATCH', 'batch/', { items: [{ id: ids[0], [name]: 'A' }, { id: ids[1], [name]: 'b' }, { id: ids[2], [name]: 'C' }] });
    const paste = await lastAction();
    expect(paste.type).toBe('update_rows');
    expect((paste.params as { rows: { id: number }[] }).rows.map((row) => row.id)).toEqual([ids[0], ids[2]]);
    await run(paste, 'undo');
    expect((await t.rows()).map((row) => cell(row, t.primary))).toEqual(['a', 'b', 'c']);
    await run(paste, 'redo');
    expect((await t.rows()).map((row) => cell(row, t.primary))).toEqual(['A', 'b', 'C']);

    await request(t, 'POST', 'batch-delete/', { items: ids });
    const remove = await lastAction();
    expect(remove).toMatchObject({ type: 'delete_rows', params: { row_ids: ids } });
    await run(remove, 'undo');
    expect((await t.rows()).map((row) => cell(row, t.primary))).toEqual(['A', 'b', 'C']);
  });

  it('refuse to undo an edit whose old value another row took since, as a code naming the field', async () => {
    const t = await emptyTable(server);
    const code = await t.addField({ name: 'Code', type: 'text', field_constraints: [{ type_name: 'unique_with_empty' }] });
    const key = `field_${code.id}`;
    const row = (await request(t, 'POST', '', { [key]: 'X' })).body as Row;
    await request(t, 'PATCH', `${row.id}/`, { [key]: 'Y' });
    const edit = await lastAction();
    await request(t, 'POST', '', { [key]: 'X' });
    await expect(run(edit, 'undo')).rejects.toMatchObject({ code: 'ERROR_FIELD_DATA_CONSTRAINT', detail: { [key]: [expect.objectContaining({ code: 'unique' })] } });
    expect((await t.rows()).map((candidate) => cell(candidate, code))).toEqual(['Y', 'X']);
  });
});

describe('row history (Baserow get_database_table_row_history)', () => {
  it('lists changes by the API and by other members, newest first, with the reference keys', async () => {
    const t = await sharedTable(server);
    const name = `field_${t.primary.id}`;
    const notes = await t.addField({ name: 'Notes', type: 'text' });
    const row = (await request(t, 'POST', '', { [name]: 'Ada' })).body as Row;
    await request(t, 'PATCH', `${row.id}/`, { [name]: 'Grace', [`field_${notes.id}`]: null });
    await request(t, 'PATCH', `${row.id}/`, { [`field_${notes.id}`]: 'hi' }, t.member.token);

    const history = await server.api.call(rowHistoryEndpoints.getRowHistory, { params: { table_id: t.table.id, row_id: row.id }, token: t.token });
    expect(history.status).toBe(200);
    expect(history.body.count).toBe(2);
    const [latest, first] = history.body.results;
    expect(latest).toEqual({
      id: expect.any(Number), action_type: 'update_row', action_command_type: 'DO', user: { id: expect.any(Number), name: expect.any(String) },
      timestamp: expect.any(String), before: { [`field_${notes.id}`]: null }, after: { [`field_${notes.id}`]: 'hi' },
      fields_metadata: { [`field_${notes.id}`]: { id: notes.id, type: 'text' } },
    });
    // Only the fields that changed: the notes stayed empty in the first edit.
    expect(first).toMatchObject({ before: { [name]: 'Ada' }, after: { [name]: 'Grace' }, fields_metadata: { [name]: { id: t.primary.id, type: 'text' } } });
    expect(first!.user.id).not.toBe(latest!.user.id);

    const paged = await server.api.raw('GET', `/api/database/rows/table/${t.table.id}/${row.id}/history/?limit=1`, { headers: { authorization: `JWT ${t.token}` } });
    expect((paged.body as RowHistoryPage).results).toHaveLength(1);
    expect((paged.body as RowHistoryPage).next).toContain('offset=1');
  });

  it('answers only members, for rows out of the trash, and keeps entries for the retention period', async () => {
    const t = await emptyTable(server);
    const row = (await request(t, 'POST', '', {})).body as Row;
    await request(t, 'PATCH', `${row.id}/`, { [`field_${t.primary.id}`]: 'x' });
    const path = (tableId: number, rowId: number) => ({ table_id: tableId, row_id: rowId });
    const stranger = await server.signUp();
    expect(await server.api.call(rowHistoryEndpoints.getRowHistory, { params: path(t.table.id, row.id), token: stranger.token })).toMatchObject({ status: 400, body: { error: 'ERROR_USER_NOT_IN_GROUP' } });
    expect(await server.api.call(rowHistoryEndpoints.getRowHistory, { params: path(999_999, row.id), token: t.token })).toMatchObject({ status: 404, body: { error: 'ERROR_TABLE_DOES_NOT_EXIST' } });
    expect(await server.api.call(rowHistoryEndpoints.getRowHistory, { params: path(t.table.id, 999_999), token: t.token })).toMatchObject({ status: 404, body: { error: 'ERROR_ROW_DOES_NOT_EXIST' } });
    expect((await server.api.call(rowHistoryEndpoints.getRowHistory, { params: path(t.table.id, row.id) })).status).toBe(401);

    await sql`update row_history set action_timestamp = now() - interval '181 days' where table_id = ${t.table.id}`.execute(server.db.kysely);
    expect(await sweepRowHistory(server.db.kysely, new Date())).toBeGreaterThanOrEqual(1);
    expect((await server.api.call(rowHistoryEndpoints.getRowHistory, { params: path(t.table.id, row.id), token: t.token })).body.count).toBe(0);

    await request(t, 'DELETE', `${row.id}/`);
    expect(await server.api.call(rowHistoryEndpoints.getRowHistory, { params: path(t.table.id, row.id), token: t.token })).toMatchObject({ status: 404, body: { error: 'ERROR_ROW_DOES_NOT_EXIST' } });
  });
});
