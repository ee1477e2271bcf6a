import { applicationEndpoints, groupEndpoints, trashEndpoints as endpoints } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.js';
import { addTrashEntry } from '../../src/trash/trash-entries.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { callerFor, trashCalls, trashNote } from './test-types.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function person(name = 'Ada') {
  const account = await server.signUp({ name });
  const group = (await server.api.call(groupEndpoints.createGroup, { body: { name: 'Shop' }, token: account.token })).body;
  const database = (await server.api.call(applicationEndpoints.createApplication, { params: { group_id: group.id }, body: { name: 'Stock', type: 'database' }, token: account.token })).body;
  return { ...account, group, database, caller: await callerFor(server, account.email, null) };
}

const contents = (token: string, groupId: number, query = '') => server.api.raw('GET', `/api/trash/workspace/${groupId}/${query}`, { headers: { authorization: `JWT ${token}` } });

describe('the trash', () => {
  it("shows a person's groups and databases, flagging those in the trash", async () => {
    const { token, group, database, caller } = await person();
    const other = await person();
    await inTransaction(server.db, (trx) => addTrashEntry(trx, caller, { type: 'application', itemId: database.id, groupId: group.id, applicationId: database.id, name: 'Stock' }));
    const structure = (await server.api.call(endpoints.trashStructure, { token })).body;
    const mine = structure.workspaces.find((workspace) => workspace.id === group.id);
    expect(mine).toEqual({ id: group.id, trashed: false, name: 'Shop', applications: [{ id: database.id, name: 'Stock', trashed: true, type: 'database' }] });
    expect(structure.workspaces.map((workspace) => workspace.id)).not.toContain(other.group.id);
  });

  it("lists a group's or a database's entries newest first, with who trashed them", async () => {
    const { token, group, database, caller } = await person('Grace');
    const first = await trashNote(server, caller, group.id, { name: 'Old note' });
    await server.db.kysely.updateTable('trash_entries').set({ trashed_at: new Date(Date.now() - 60_000) }).where('trash_item_id', '=', first).execute();
    await trashNote(server, caller, group.id, { name: 'In the database', applicationId: database.id });

    const all = await contents(token, group.id);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ count: 2, next: null, previous: null });
    const results = (all.body as { results: { name: string; user_who_trashed: string; workspace: number; application: number | null }[] }).results;
    expect(results.map((entry) => entry.name)).toEqual(['In the database', 'Old note']);
    expect(results[0]).toMatchObject({ user_who_trashed: 'Grace', workspace: group.id, application: database.id, trash_item_type: 'test_note', parent_trash_item_id: null, names: null, parent_name: null });

    const ofDatabase = await contents(token, group.id, `?application_id=${database.id}`);
    expect((ofDatabase.body as { results: { name: string }[] }).results.map((entry) => entry.name)).toEqual(['In the database']);
    expect((await contents(token, group.id, '?page=2')).body).toMatchObject({ error: 'ERROR_INVALID_PAGE' });
  });

  it('pages a long trash by 100', async () => {
    const { token, group, caller } = await person();
    await inTransaction(server.db, async (trx) => {
      for (let item = 1; item <= 101; item += 1) await addTrashEntry(trx, caller, { type: 'test_note', itemId: item, groupId: group.id, name: `Note ${item}` });
    });
    const first = (await contents(token, group.id)).body as { count: number; next: string; results: unknown[] };
    expect(first.count).toBe(101);
    expect(first.results).toHaveLength(100);
    expect(first.next).toMatch(new RegExp(`/api/trash/workspace/${group.id}/\\?page=2$`));
    const second = (await contents(token, group.id, '?page=2')).body as { previous: string; results: unknown[] };
    expect(second.results).toHaveLength(1);
  });

  it('is only for members, and names what does not exist', async () => {
    const owner = await person();
    const outsider = await person();
    await trashNote(server, owner.caller, owner.group.id);
    expect((await contents(outsider.token, owner.group.id)).body).toEqual({ error: 'ERROR_USER_NOT_IN_GROUP', detail: '' });
    expect((await server.api.raw('DELETE', `/api/trash/workspace/${owner.group.id}/`, { headers: { authorization: `JWT ${outsider.token}` } })).body).toMatchObject({ error: 'ERROR_USER_NOT_IN_GROUP' });
    expect((await contents(owner.token, 999_999)).status).toBe(404);
    expect((await contents(owner.token, 999_999)).body).toMatchObject({ error: 'ERROR_GROUP_DOES_NOT_EXIST' });
    expect((await contents(owner.token, owner.group.id, '?application_id=999999')).body).toMatchObject({ error: 'ERROR_APPLICATION_DOES_NOT_EXIST' });
    // Past PostgreSQL's integers (found by the fuzz suite: it was a 500), for looking and for emptying alike.
    expect((await contents(owner.token, owner.group.id, '?application_id=4294967296')).body).toMatchObject({ error: 'ERROR_APPLICATION_DOES_NOT_EXIST' });
    const emptying = await server.api.raw('DELETE', `/api/trash/workspace/${owner.group.id}/?application_id=2147483648`, { headers: { authorization: `JWT ${owner.token}` } });
    expect(emptying.body).toMatchObject({ error: 'ERROR_APPLICATION_DOES_NOT_EXIST' });
    expect((await contents(owner.token, owner.group.id, `?application_id=${outsider.database.id}`)).body).toEqual({
      error: 'ERROR_APPLICATION_NOT_IN_GROUP',
      detail: `The application id ${outsider.database.id} does not belong to the group.`,
    });
    expect((await server.api.raw('GET', '/api/trash/')).status).toBe(401);
  });

  it('restores an item through its type, once, and only for members', async () => {
    const owner = await person();
    const outsider = await person();
    const item = await trashNote(server, owner.caller, owner.group.id, { name: 'Restored name' });
    const restore = (token: string, body: unknown) => server.api.raw('PATCH', '/api/trash/restore/', { json: body, headers: { authorization: `JWT ${token}` } });

    expect((await restore(outsider.token, { trash_item_type: 'test_note', trash_item_id: item })).body).toMatchObject({ error: 'ERROR_USER_NOT_IN_GROUP' });
    expect((await restore(owner.token, { trash_item_type: 'test_note', trash_item_id: item, parent_trash_item_id: 5 })).body).toMatchObject({ error: 'ERROR_TRASH_ITEM_DOES_NOT_EXIST' });
    expect((await restore(owner.token, { trash_item_type: 'spreadsheet', trash_item_id: item })).status).toBe(404);
    expect((await restore(owner.token, { trash_item_type: 'test_note', trash_item_id: -1 })).body).toMatchObject({ error: 'ERROR_REQUEST_BODY_VALIDATION' });
    expect((await restore(owner.token, { trash_item_type: 'test_note', trash_item_id: item, extra: 1 })).status).toBe(400);

    const restored = await restore(owner.token, { trash_item_type: 'test_note', trash_item_id: item, parent_trash_item_id: null });
    expect(restored.status).toBe(204);
    expect(trashCalls).toContain(`restore ${item}`);
    expect((await server.db.kysely.selectFrom('groups').select('name').where('id', '=', owner.group.id).executeTakeFirstOrThrow()).name).toBe('Restored name');
    expect((await restore(owner.token, { trash_item_type: 'test_note', trash_item_id: item })).body).toEqual({ error: 'ERROR_TRASH_ITEM_DOES_NOT_EXIST', detail: 'The requested trash item does not exist.' });
  });

  it('keeps an entry whose item cannot come back yet', async () => {
    const { token, group, caller } = await person();
    const item = await trashNote(server, caller, group.id, { restoration: { blocked: true } });
    const answer = await server.api.call(endpoints.restoreTrashItem, { body: { trash_item_type: 'test_note', trash_item_id: item }, token });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'ERROR_CANNOT_RESTORE_PARENT_BEFORE_CHILD' });
    expect((await contents(token, group.id)).body).toMatchObject({ count: 1 });
  });

  it('is emptied at once for the person, purged for good by a job of theirs, and what expired by the sweep', async () => {
    const { token, group, database, caller } = await person();
    const inGroup = await trashNote(server, caller, group.id);
    const inDatabase = await trashNote(server, caller, group.id, { applicationId: database.id });
    const expired = await trashNote(server, caller, group.id);
    const failing = await trashNote(server, caller, group.id, { restoration: { purgeFails: true } });
    await server.db.kysely.updateTable('trash_entries').set({ trashed_at: new Date(server.clock.now().getTime() - 73 * 3_600_000) }).where('trash_item_id', 'in', [expired, failing]).execute();

    trashCalls.length = 0;
    const emptied = await server.api.raw('DELETE', `/api/trash/workspace/${group.id}/?application_id=${database.id}`, { headers: { authorization: `JWT ${token}` } });
    expect(emptied.status).toBe(204);
    expect((await contents(token, group.id, `?application_id=${database.id}`)).body).toMatchObject({ count: 0 });
    expect((await contents(token, group.id)).body).toMatchObject({ count: 3 });

    // The emptied database's entry goes for good without waiting for the sweep, and only it.
    await server.services.jobRunner.idle();
    expect(trashCalls.filter((call) => call.startsWith('purge'))).toEqual([`purge ${inDatabase}`]);
    const jobs = (await server.api.raw('GET', '/api/jobs/', { headers: { authorization: `JWT ${token}` } })).body as { jobs: Record<string, unknown>[] };
    expect(jobs.jobs).toEqual([expect.objectContaining({ type: 'empty_trash', state: 'finished', progress_percentage: 100, group_id: group.id, application_id: database.id, purged: 1 })]);

    trashCalls.length = 0;
    const swept = await server.services.trashSweeper.sweep();
    expect(swept).toMatchObject({ failed: 1 });
    expect(trashCalls.filter((call) => call.startsWith('purge'))).toContain(`purge ${expired}`);
    expect(trashCalls).not.toContain(`purge ${inGroup}`);
    // The one whose purge failed stays, marked, for the next sweep.
    const left = await server.db.kysely.selectFrom('trash_entries').select(['trash_item_id', 'should_be_permanently_deleted']).where('group_id', '=', group.id).orderBy('trash_item_id').execute();
    expect(left).toEqual([
      { trash_item_id: inGroup, should_be_permanently_deleted: false },
      { trash_item_id: failing, should_be_permanently_deleted: true },
    ].sort((a, b) => a.trash_item_id - b.trash_item_id));
  });

  it('queues one purge for a trash emptied twice before it ran', async () => {
    const { token, group, caller } = await person();
    await trashNote(server, caller, group.id);
    const empty = () => server.api.raw('DELETE', `/api/trash/workspace/${group.id}/`, { headers: { authorization: `JWT ${token}` } });
    await server.services.jobRunner.stop();
    try {
      expect((await empty()).status).toBe(204);
      expect((await empty()).status).toBe(204);
      const queued = await server.db.kysely.selectFrom('jobs').select('id').where('type', '=', 'empty_trash').where('group_id', '=', group.id).execute();
      expect(queued).toHaveLength(1);
    } finally {
      server.services.jobRunner.start();
    }
    await server.services.jobRunner.idle();
    expect((await server.db.kysely.selectFrom('trash_entries').select('id').where('group_id', '=', group.id).execute())).toEqual([]);
  });
});
