import { randomUUID } from 'node:crypto';
import { groupEndpoints, type UndoRedoResponse } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { callerFor, newSession, renameGroup } from './test-types.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function person() {
  const account = await server.signUp();
  const group = (await server.api.call(groupEndpoints.createGroup, { body: { name: 'Original' }, token: account.token })).body;
  return { ...account, group };
}

function send(direction: 'undo' | 'redo', token: string, session: string | null, scopes: Record<string, unknown> = {}) {
  const headers: Record<string, string> = { authorization: `JWT ${token}` };
  if (session !== null) headers.ClientSessionId = session;
  return server.api.raw('PATCH', `/api/user/${direction}/`, { json: { scopes }, headers }) as Promise<{ status: number; body: UndoRedoResponse & { error?: string } }>;
}

async function groupName(id: number): Promise<string> {
  return (await server.db.kysely.selectFrom('groups').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
}

describe('undo and redo', () => {
  it('need the ClientSessionId header, as a UUID', async () => {
    const { token } = await person();
    for (const session of [null, 'not-a-uuid']) {
      const answer = await send('undo', token, session);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'ERROR_CLIENT_SESSION_ID_HEADER_NOT_SET', detail: 'The ClientSessionId must be set when using this endpoint.' });
    }
    expect((await send('redo', token, null)).body).toMatchObject({ error: 'ERROR_CLIENT_SESSION_ID_HEADER_NOT_SET' });
    expect((await server.api.raw('PATCH', '/api/user/undo/', { json: { scopes: {} }, headers: { ClientSessionId: newSession() } })).status).toBe(401);
  });

  it('answer NOTHING_TO_DO when the tab has done nothing', async () => {
    const { token } = await person();
    expect((await send('undo', token, newSession(), { root: true })).body).toEqual({ actions: [], result_code: 'NOTHING_TO_DO' });
    expect((await send('redo', token, newSession())).body).toEqual({ actions: [], result_code: 'NOTHING_TO_DO' });
  });

  it('undo the latest change first and redo in turn, announcing it to the undoing tab too', async () => {
    const { token, email, group } = await person();
    const session = newSession();
    const caller = await callerFor(server, email, session);
    await renameGroup(server, caller, group.id, 'First');
    await renameGroup(server, caller, group.id, 'Second');
    const scopes = { workspace: group.id };

    const undone = await send('undo', token, session, scopes);
    expect(undone.body).toEqual({ actions: [{ action_type: 'test_rename_group', action_scope: `workspace${group.id}` }], result_code: 'SUCCESS' });
    expect(await groupName(group.id)).toBe('First');
    const event = server.events.findLast((published) => published.type === 'group_updated');
    expect(event).toMatchObject({ group: { id: group.id, name: 'First' }, origin: { webSocketId: null } });

    await send('undo', token, session, scopes);
    expect(await groupName(group.id)).toBe('Original');
    expect((await send('undo', token, session, scopes)).body.result_code).toBe('NOTHING_TO_DO');

    expect((await send('redo', token, session, scopes)).body.result_code).toBe('SUCCESS');
    expect(await groupName(group.id)).toBe('First');
    await send('redo', token, session, scopes);
    expect(await groupName(group.id)).toBe('Second');
    expect((await send('redo', token, session, scopes)).body.result_code).toBe('NOTHING_TO_DO');

    // A new change forgets what could be redone, as in any editor.
    await send('undo', token, session, scopes);
    await renameGroup(server, caller, group.id, 'Third');
    expect((await send('redo', token, session, scopes)).body.result_code).toBe('NOTHING_TO_DO');
  });

  it('reach only the scopes asked for, and refuse unknown scope keys', async () => {
    const { token, email, group } = await person();
    const session = newSession();
    await renameGroup(server, await callerFor(server, email, session), group.id, 'Renamed');
    expect((await send('undo', token, session, { workspace: group.id + 1000, table: 5 })).body.result_code).toBe('NOTHING_TO_DO');
    expect((await send('undo', token, session, { root: true })).body.result_code).toBe('NOTHING_TO_DO');
    expect(await groupName(group.id)).toBe('Renamed');

    const unknown = await send('undo', token, session, { spreadsheet: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'ERROR_REQUEST_BODY_VALIDATION' });
    expect((await send('undo', token, session, { workspace: 'x'.repeat(100) })).status).toBe(400);

    expect((await send('undo', token, session, { root: true, workspace: group.id })).body.result_code).toBe('SUCCESS');
    expect(await groupName(group.id)).toBe('Original');
  });

  it("never reach another tab's or another person's actions, even with their ClientSessionId", async () => {
    const owner = await person();
    const other = await person();
    const session = newSession();
    await renameGroup(server, await callerFor(server, owner.email, session), owner.group.id, 'Mine');

    expect((await send('undo', owner.token, newSession())).body.result_code).toBe('NOTHING_TO_DO');
    expect((await send('undo', other.token, session)).body.result_code).toBe('NOTHING_TO_DO');
    expect((await send('undo', other.token, session, { workspace: owner.group.id })).body.result_code).toBe('NOTHING_TO_DO');
    expect(await groupName(owner.group.id)).toBe('Mine');
    expect((await send('undo', owner.token, session)).body.result_code).toBe('SUCCESS');
  });

  it('undo the actions of one action group as one step, and redo them as one', async () => {
    const { token, email, group } = await person();
    const session = newSession();
    const pasted = await callerFor(server, email, session, randomUUID());
    await renameGroup(server, await callerFor(server, email, session), group.id, 'Before paste');
    for (const name of ['Part 1', 'Part 2', 'Part 3']) await renameGroup(server, pasted, group.id, name);

    const undone = await send('undo', token, session);
    expect(undone.body.actions).toHaveLength(3);
    expect(await groupName(group.id)).toBe('Before paste');
    const redone = await send('redo', token, session);
    expect(redone.body).toMatchObject({ result_code: 'SUCCESS' });
    expect(redone.body.actions).toHaveLength(3);
    expect(await groupName(group.id)).toBe('Part 3');
  });

  it('undo 10,000 actions of one group in bounded steps of 1,000, each whole, without a 5xx', async () => {
    const { token, email, group } = await person();
    const session = newSession();
    const paste = randomUUID();
    const user = await callerFor(server, email, session);
    // Recorded set-based: 10,000 renames in one action group, name i-1 → i, as a client looping over one group id would.
    await sql`insert into actions (type, user_id, group_id, session, action_group, scope, params)
      select 'test_rename_group', ${user.user.id}, ${group.id}, ${session}, ${paste}, ${`workspace${group.id}`},
        jsonb_build_object('groupId', ${group.id}::int, 'before', 'Name ' || (i - 1), 'after', 'Name ' || i)
      from generate_series(1, 10000) as i`.execute(server.db.kysely);
    await server.db.kysely.updateTable('groups').set({ name: 'Name 10000' }).where('id', '=', group.id).execute();

    const first = await send('undo', token, session);
    expect(first.status).toBe(200);
    expect(first.body.result_code).toBe('SUCCESS');
    expect(first.body.actions).toHaveLength(1_000);
    expect(await groupName(group.id)).toBe('Name 9000');
    const second = await send('undo', token, session);
    expect(second.body.actions).toHaveLength(1_000);
    expect(await groupName(group.id)).toBe('Name 8000');
  });

  it('skip a step that cannot be applied, applying nothing of it, and move on to the one before', async () => {
    const { token, email, group } = await person();
    const session = newSession();
    await renameGroup(server, await callerFor(server, email, session), group.id, 'Kept');
    const step = await callerFor(server, email, session, randomUUID());
    // The older action of the step fails; the newer one, undone first, must be rolled back with it.
    await renameGroup(server, step, group.id, 'Gone elsewhere', { failUndo: true });
    await renameGroup(server, step, group.id, 'Latest');
    const eventsBefore = server.events.length;

    const skipped = await send('undo', token, session);
    expect(skipped.body).toEqual({
      actions: [
        { action_type: 'test_rename_group', action_scope: `workspace${group.id}` },
        { action_type: 'test_rename_group', action_scope: `workspace${group.id}` },
      ],
      result_code: 'SKIPPED_DUE_TO_ERROR',
    });
    expect(await groupName(group.id)).toBe('Latest');
    expect(server.events.slice(eventsBefore).filter((event) => event.type === 'group_updated')).toEqual([]);
    const marked = await server.db.kysely.selectFrom('actions').select(['error', 'undone_at']).where('action_group', '=', step.actionGroupId ?? '').execute();
    expect(marked.map((action) => action.error)).toEqual(['ERROR_GROUP_DOES_NOT_EXIST: The requested group does not exist.', 'ERROR_GROUP_DOES_NOT_EXIST: The requested group does not exist.']);

    // The next undo goes past the skipped step.
    expect((await send('undo', token, session)).body.result_code).toBe('SUCCESS');
    expect(await groupName(group.id)).toBe('Original');
  });

  it('reach back only the undo period, and the sweep forgets older actions', async () => {
    const { token, email, group } = await person();
    const session = newSession();
    await renameGroup(server, await callerFor(server, email, session), group.id, 'Long ago');
    // Recorded a little over two hours ago (moving the clock would expire the person's JWT too).
    await server.db.kysely.updateTable('actions').set({ created_on: new Date(server.clock.now().getTime() - (2 * 3600 + 60) * 1000) }).where('session', '=', session).execute();
    expect((await send('undo', token, session)).body.result_code).toBe('NOTHING_TO_DO');
    const swept = await server.services.trashSweeper.sweep();
    expect(swept.actionsRemoved).toBeGreaterThanOrEqual(1);
    const left = await server.db.kysely.selectFrom('actions').select('id').where('session', '=', session).execute();
    expect(left).toEqual([]);
  });

  it('keep at least 50 steps of a tab', async () => {
    const { token, email, group } = await person();
    const session = newSession();
    const caller = await callerFor(server, email, session);
    for (let step = 1; step <= 55; step += 1) await renameGroup(server, caller, group.id, `Step ${step}`);
    for (let step = 1; step <= 55; step += 1) expect((await send('undo', token, session)).body.result_code).toBe('SUCCESS');
    expect(await groupName(group.id)).toBe('Original');
  });
});
