import { databaseEndpoints as endpoints, groupEndpoints as groups, type Row } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cell, emptyTable } from '../database/helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// Bugs that once slipped past the suite (issue 18). Each test here fails when its bug comes back;
// the permission matrix (test/permissions) guards every endpoint's access the same way.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const invitationBaseUrl = 'http://localhost:8000/group-invitation';

describe('a row update', () => {
  it("is refused to someone outside the table's group, and the row stays as it was", async () => {
    const t = await emptyTable(server);
    const row = (await t.addRow({ [`field_${t.primary.id}`]: 'original' })).body as Row;
    const stranger = await server.signUp();
    const answer = await server.api.raw('PATCH', `/api/database/rows/table/${t.table.id}/${row.id}/`, {
      json: { [`field_${t.primary.id}`]: 'overwritten' },
      headers: { authorization: `JWT ${stranger.token}` },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'ERROR_USER_NOT_IN_GROUP', detail: '' });
    expect((await t.rows()).map((r) => cell(r, t.primary))).toEqual(['original']);
  });
});

describe('accepting an invitation', () => {
  it('is refused to an account whose address is not the invited one, which does not join', async () => {
    const admin = await server.signUp();
    const invitee = await server.signUp();
    const third = await server.signUp();
    const group = (await server.api.call(groups.createGroup, { body: { name: 'Invite only' }, token: admin.token })).body;
    const invitation = (await server.api.call(groups.createInvitation, {
      params: { group_id: group.id }, body: { email: invitee.email, base_url: invitationBaseUrl }, token: admin.token,
    })).body;

    const byThird = await server.api.call(groups.acceptInvitation, { params: { invitation_id: invitation.id }, token: third.token });
    expect(byThird.status).toBe(400);
    expect(byThird.body).toEqual({ error: 'ERROR_GROUP_INVITATION_EMAIL_MISMATCH', detail: 'Your email address does not match with the invitation.' });
    const thirdGroups = (await server.api.call(groups.listGroups, { token: third.token })).body;
    expect(thirdGroups.map((g) => g.id)).not.toContain(group.id);

    // The invitation is still there for the person it was sent to.
    const byInvitee = await server.api.call(groups.acceptInvitation, { params: { invitation_id: invitation.id }, token: invitee.token });
    expect(byInvitee.body).toMatchObject({ id: group.id, permissions: 'MEMBER' });
  });
});

describe('searching rows', () => {
  it('takes _, % and \\ literally, not as LIKE wildcards', async () => {
    const t = await emptyTable(server);
    for (const name of ['abc', 'a_c', 'a%c', 'a\\c', '100%', 'plain']) await t.addRow({ [`field_${t.primary.id}`]: name });
    const search = async (term: string) => (await t.rows(`&search=${encodeURIComponent(term)}`)).map((row) => cell(row, t.primary));
    expect(await search('a_c')).toEqual(['a_c']);
    expect(await search('a%c')).toEqual(['a%c']);
    expect(await search('%')).toEqual(['a%c', '100%']);
    expect(await search('a\\c')).toEqual(['a\\c']);
    expect(await search('\\')).toEqual(['a\\c']);
    expect(await search('_')).toEqual(['a_c']);
  });
});

describe('an empty text cell', () => {
  it('is null, not "", in every answer of the rows API and the grid', async () => {
    const t = await emptyTable(server);
    const noDefault = await t.addField({ name: 'No default', type: 'text' });
    const emptyDefault = await t.addField({ name: 'Empty default', type: 'text', text_default: '' });
    const notes = await t.addField({ name: 'Notes', type: 'long_text' });
    const created = (await t.addRow({})).body as Row;
    const addedLater = await t.addField({ name: 'Added later', type: 'text' });
    const empties = (row: Row | undefined) => [t.primary, noDefault, emptyDefault, notes, addedLater].map((field) => cell(row, field));

    expect(empties(created).slice(0, 4)).toEqual([null, null, null, null]);
    const fetched = await server.api.call(endpoints.getRow, { params: { table_id: t.table.id, row_id: created.id }, token: t.token });
    expect(empties(fetched.body)).toEqual([null, null, null, null, null]);
    expect(empties((await t.rows())[0])).toEqual([null, null, null, null, null]);
    const grid = await server.api.raw('GET', `/api/database/views/grid/${t.view.id}/?limit=10`, { headers: { authorization: `JWT ${t.token}` } });
    expect(empties((grid.body as { results: Row[] }).results[0])).toEqual([null, null, null, null, null]);
  });
});

describe('a new row at the end', () => {
  // Contract §10.2: order = ceil(max order) + 1, whatever rows were inserted before others or deleted.
  it('follows the whole number after the highest order, also when that row was inserted before one since deleted', async () => {
    const t = await emptyTable(server);
    const add = async (before?: number) => (await t.addRow({}, before)).body as Row;
    const remove = (rowId: number) => server.api.call(endpoints.deleteRow, { params: { table_id: t.table.id, row_id: rowId }, token: t.token });

    await add();
    const second = await add();
    const beforeSecond = await add(second.id);
    expect(beforeSecond.order).toBe('1.99999999999999999999');
    await remove(second.id);
    expect((await add()).order).toBe('3.00000000000000000000');
  });

  it('is placed by ceil(max)+1 in the three-row case too: 1, 2, 3, one before 3, 3 deleted', async () => {
    const t = await emptyTable(server);
    const add = async (before?: number) => (await t.addRow({}, before)).body as Row;
    await add();
    await add();
    const third = await add();
    expect(third.order).toBe('3.00000000000000000000');
    expect((await add(third.id)).order).toBe('2.99999999999999999999');
    await server.api.call(endpoints.deleteRow, { params: { table_id: t.table.id, row_id: third.id }, token: t.token });
    expect((await add()).order).toBe('4.00000000000000000000');
  });
});

describe('converting text to a 12-hour date', () => {
  it('reads 12 PM as noon and 12 AM as midnight, like the typed-text rule of core', async () => {
    const t = await emptyTable(server);
    const when = await t.addField({ name: 'When', type: 'text' });
    for (const text of ['07/22/2021 12:30PM', '07/22/2021 12:30 AM', '07/22/2021 1:05 pm', '07/22/2021 11:59am']) {
      await t.addRow({ [`field_${when.id}`]: text });
    }
    await t.patchField(when.id, { type: 'date', date_format: 'US', date_include_time: true, date_time_format: '12' });
    expect((await t.rows()).map((row) => cell(row, when))).toEqual([
      '2021-07-22T12:30:00Z',
      '2021-07-22T00:30:00Z',
      '2021-07-22T13:05:00Z',
      '2021-07-22T11:59:00Z',
    ]);
  });
});
