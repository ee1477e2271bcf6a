import { groupEndpoints as endpoints } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLink } from '../helpers/smtp-inbox.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const baseUrl = 'http://localhost:8000/group-invitation';

/** An ADMIN with a fresh group, and a second account that is a MEMBER of it. */
async function groupWithMember() {
  const admin = await server.signUp({ name: 'Alice' });
  const member = await server.signUp({ name: 'Bob' });
  const group = (await server.api.call(endpoints.createGroup, { body: { name: 'Team' }, token: admin.token })).body;
  const invitation = await server.api.call(endpoints.createInvitation, {
    params: { group_id: group.id },
    body: { email: member.email, permissions: 'MEMBER', message: 'Join us', base_url: baseUrl },
    token: admin.token,
  });
  const accepted = await server.api.call(endpoints.acceptInvitation, { params: { invitation_id: invitation.body.id }, token: member.token });
  expect(accepted.status).toBe(200);
  return { admin, member, group };
}

describe('group members', () => {
  it('are listed for ADMINs only', async () => {
    const { admin, member, group } = await groupWithMember();
    const list = await server.api.call(endpoints.listGroupUsers, { params: { group_id: group.id }, token: admin.token });
    expect(list.body).toEqual([
      { id: expect.any(Number), name: 'Alice', email: admin.email, group: group.id, permissions: 'ADMIN', created_on: expect.stringMatching(/Z$/), user_id: expect.any(Number) },
      { id: expect.any(Number), name: 'Bob', email: member.email, group: group.id, permissions: 'MEMBER', created_on: expect.any(String), user_id: expect.any(Number) },
    ]);
    const asMember = await server.api.call(endpoints.listGroupUsers, { params: { group_id: group.id }, token: member.token });
    expect(asMember.body).toEqual({ error: 'ERROR_USER_INVALID_GROUP_PERMISSIONS_ERROR', detail: "You need ['ADMIN'] permissions." });
    const outsider = await server.signUp();
    const asOutsider = await server.api.call(endpoints.listGroupUsers, { params: { group_id: group.id }, token: outsider.token });
    expect(asOutsider.body).toEqual({ error: 'ERROR_USER_NOT_IN_GROUP', detail: '' });
  });

  it('can be promoted, which the promoted member sees as their group', async () => {
    const { admin, member, group } = await groupWithMember();
    const users = (await server.api.call(endpoints.listGroupUsers, { params: { group_id: group.id }, token: admin.token })).body;
    const bob = users.find((user) => user.email === member.email);
    const promoted = await server.api.call(endpoints.updateGroupUser, {
      params: { group_user_id: bob?.id ?? 0 },
      body: { permissions: 'ADMIN' },
      token: admin.token,
    });
    expect(promoted.body).toEqual({ order: 2, permissions: 'ADMIN', id: group.id, name: 'Team' });
    const bad = await server.api.call(endpoints.updateGroupUser, {
      params: { group_user_id: bob?.id ?? 0 },
      body: { permissions: 'OWNER' as 'ADMIN' },
      token: admin.token,
    });
    expect(bad.body).toMatchObject({ detail: { permissions: [{ code: 'invalid_choice' }] } });
    // Now an ADMIN, Bob may manage the members too.
    const asBob = await server.api.call(endpoints.listGroupUsers, { params: { group_id: group.id }, token: member.token });
    expect(asBob.status).toBe(200);
  });

  it('can be removed; a MEMBER cannot remove anyone', async () => {
    const { admin, member, group } = await groupWithMember();
    const users = (await server.api.call(endpoints.listGroupUsers, { params: { group_id: group.id }, token: admin.token })).body;
    const alice = users.find((user) => user.email === admin.email);
    const bob = users.find((user) => user.email === member.email);
    const byMember = await server.api.call(endpoints.deleteGroupUser, { params: { group_user_id: alice?.id ?? 0 }, token: member.token });
    expect(byMember.body).toMatchObject({ error: 'ERROR_USER_INVALID_GROUP_PERMISSIONS_ERROR' });
    const removed = await server.api.call(endpoints.deleteGroupUser, { params: { group_user_id: bob?.id ?? 0 }, token: admin.token });
    expect(removed.status).toBe(204);
    const bobGroups = (await server.api.call(endpoints.listGroups, { token: member.token })).body;
    expect(bobGroups.map((g) => g.id)).not.toContain(group.id);
    const missing = await server.api.call(endpoints.deleteGroupUser, { params: { group_user_id: bob?.id ?? 0 }, token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'ERROR_GROUP_USER_DOES_NOT_EXIST' });
  });
});

describe('invitations', () => {
  it('mail a link that shows who invited whom, and sign-up through it joins the group directly', async () => {
    const admin = await server.signUp({ name: 'Carol' });
    const group = (await server.api.call(endpoints.createGroup, { body: { name: 'Lab' }, token: admin.token })).body;
    const invited = await server.api.call(endpoints.createInvitation, {
      params: { group_id: group.id },
      body: { email: 'Newcomer@Example.com', message: 'Welcome aboard', base_url: baseUrl },
      token: admin.token,
    });
    expect(invited.body).toEqual({
      id: expect.any(Number), group: group.id, email: 'newcomer@example.com', permissions: 'MEMBER', message: 'Welcome aboard', created_on: expect.any(String),
    });

    const mail = await server.inbox.waitFor('newcomer@example.com');
    expect(mail.subject).toBe('Carol invited you to Lab');
    expect(mail.text).toContain('Welcome aboard');
    const token = firstLink(mail).slice(baseUrl.length + 1);

    const shown = await server.api.call(endpoints.getInvitationByToken, { params: { token } });
    expect(shown.body).toEqual({
      id: invited.body.id, invited_by: 'Carol', group: 'Lab', email: 'newcomer@example.com', message: 'Welcome aboard', created_on: expect.any(String), email_exists: false,
    });

    const signedUp = await server.api.raw('POST', '/api/user/', {
      json: { name: 'Newcomer', email: 'newcomer@example.com', password: 'pleased to join', authenticate: true, group_invitation_token: token },
    });
    expect(signedUp.status).toBe(200);
    const jwt = (signedUp.body as { token: string }).token;
    const groups = (await server.api.call(endpoints.listGroups, { token: jwt })).body;
    expect(groups).toEqual([{ order: 1, permissions: 'MEMBER', id: group.id, name: 'Lab' }]);
    const gone = await server.api.call(endpoints.getInvitationByToken, { params: { token } });
    expect(gone.status).toBe(404);

    // An invitation to an address that has an account says so, for the page to offer logging in.
    const member = await server.signUp();
    await server.api.call(endpoints.createInvitation, { params: { group_id: group.id }, body: { email: member.email, base_url: baseUrl }, token: admin.token });
    const memberMail = await server.inbox.waitFor(member.email);
    const memberView = await server.api.call(endpoints.getInvitationByToken, { params: { token: firstLink(memberMail).slice(baseUrl.length + 1) } });
    expect(memberView.body).toMatchObject({ email: member.email, email_exists: true });
  });

  it('refuse sign-up with a tampered token or for another address', async () => {
    const admin = await server.signUp();
    const group = (await server.api.call(endpoints.createGroup, { body: { name: 'Closed' }, token: admin.token })).body;
    await server.api.call(endpoints.createInvitation, {
      params: { group_id: group.id }, body: { email: 'right@example.com', base_url: baseUrl }, token: admin.token,
    });
    const token = firstLink(await server.inbox.waitFor('right@example.com')).slice(baseUrl.length + 1);
    const wrongEmail = await server.api.raw('POST', '/api/user/', {
      json: { name: 'Wrong', email: 'wrong@example.com', password: 'long enough', group_invitation_token: token },
    });
    expect(wrongEmail.body).toEqual({ error: 'ERROR_GROUP_INVITATION_EMAIL_MISMATCH', detail: 'Your email address does not match with the invitation.' });
    const tampered = await server.api.raw('POST', '/api/user/', {
      json: { name: 'Right', email: 'right@example.com', password: 'long enough', group_invitation_token: `${token}x` },
    });
    expect(tampered.body).toEqual({ error: 'BAD_TOKEN_SIGNATURE', detail: '' });
    const users = await server.db.kysely.selectFrom('users').select('email').where('email', 'in', ['wrong@example.com', 'right@example.com']).execute();
    expect(users).toEqual([]);
  });

  it('replace the pending invitation of the same address', async () => {
    const admin = await server.signUp();
    const group = (await server.api.call(endpoints.createGroup, { body: { name: 'Twice' }, token: admin.token })).body;
    const send = (permissions: 'ADMIN' | 'MEMBER', message: string) =>
      server.api.call(endpoints.createInvitation, { params: { group_id: group.id }, body: { email: 'again@example.com', permissions, message, base_url: baseUrl }, token: admin.token });
    const first = await send('MEMBER', 'first');
    const second = await send('ADMIN', 'second');
    expect(second.body.id).toBe(first.body.id);
    const list = await server.api.call(endpoints.listInvitations, { params: { group_id: group.id }, token: admin.token });
    expect(list.body).toEqual([expect.objectContaining({ email: 'again@example.com', permissions: 'ADMIN', message: 'second' })]);
  });

  it('are refused for members, other hosts and existing members', async () => {
    const { admin, member, group } = await groupWithMember();
    const body = { email: 'x@example.com', base_url: baseUrl };
    const byMember = await server.api.call(endpoints.createInvitation, { params: { group_id: group.id }, body, token: member.token });
    expect(byMember.body).toMatchObject({ error: 'ERROR_USER_INVALID_GROUP_PERMISSIONS_ERROR' });
    const evil = await server.api.call(endpoints.createInvitation, {
      params: { group_id: group.id }, body: { ...body, base_url: 'https://evil.example/group-invitation' }, token: admin.token,
    });
    expect(evil.body).toMatchObject({ error: 'ERROR_HOSTNAME_IS_NOT_ALLOWED' });
    const already = await server.api.call(endpoints.createInvitation, {
      params: { group_id: group.id }, body: { ...body, email: member.email }, token: admin.token,
    });
    expect(already.body).toMatchObject({ error: 'ERROR_GROUP_USER_ALREADY_EXISTS' });
    const invalid = await server.api.call(endpoints.createInvitation, {
      params: { group_id: group.id }, body: { email: 'not an email', base_url: baseUrl }, token: admin.token,
    });
    expect(invalid.body).toMatchObject({ error: 'ERROR_REQUEST_BODY_VALIDATION', detail: { email: [{ code: 'invalid' }] } });
  });

  it('show on the dashboard of an existing account, which can reject them', async () => {
    const admin = await server.signUp({ name: 'Dana' });
    const invitee = await server.signUp();
    const group = (await server.api.call(endpoints.createGroup, { body: { name: 'Board' }, token: admin.token })).body;
    const invitation = (await server.api.call(endpoints.createInvitation, {
      params: { group_id: group.id }, body: { email: invitee.email, base_url: baseUrl }, token: admin.token,
    })).body;
    const dashboard = await server.api.call(endpoints.dashboard, { token: invitee.token });
    expect(dashboard.body).toEqual({
      group_invitations: [{ id: invitation.id, invited_by: 'Dana', group: 'Board', email: invitee.email, message: '', created_on: expect.any(String), email_exists: null }],
    });
    const byOther = await server.api.call(endpoints.rejectInvitation, { params: { invitation_id: invitation.id }, token: admin.token });
    expect(byOther.body).toMatchObject({ error: 'ERROR_GROUP_INVITATION_EMAIL_MISMATCH' });
    const rejected = await server.api.call(endpoints.rejectInvitation, { params: { invitation_id: invitation.id }, token: invitee.token });
    expect(rejected.status).toBe(204);
    expect((await server.api.call(endpoints.dashboard, { token: invitee.token })).body).toEqual({ group_invitations: [] });
  });

  it('can be changed and withdrawn by ADMINs', async () => {
    const admin = await server.signUp();
    const group = (await server.api.call(endpoints.createGroup, { body: { name: 'Edit' }, token: admin.token })).body;
    const invitation = (await server.api.call(endpoints.createInvitation, {
      params: { group_id: group.id }, body: { email: 'edit@example.com', base_url: baseUrl }, token: admin.token,
    })).body;
    const changed = await server.api.call(endpoints.updateInvitation, { params: { invitation_id: invitation.id }, body: { permissions: 'ADMIN' }, token: admin.token });
    expect(changed.body.permissions).toBe('ADMIN');
    // A change of nothing answers the invitation as it is.
    const unchanged = await server.api.call(endpoints.updateInvitation, { params: { invitation_id: invitation.id }, body: {}, token: admin.token });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toEqual(changed.body);
    const fetched = await server.api.call(endpoints.getInvitation, { params: { invitation_id: invitation.id }, token: admin.token });
    expect(fetched.body).toEqual(changed.body);
    expect((await server.api.call(endpoints.deleteInvitation, { params: { invitation_id: invitation.id }, token: admin.token })).status).toBe(204);
    expect((await server.api.call(endpoints.getInvitation, { params: { invitation_id: invitation.id }, token: admin.token })).status).toBe(404);
  });

  it('cannot be used by sign-up when sign-ups are disabled', async () => {
    const admin = await server.signUp();
    const group = (await server.api.call(endpoints.createGroup, { body: { name: 'Gate' }, token: admin.token })).body;
    await server.api.call(endpoints.createInvitation, { params: { group_id: group.id }, body: { email: 'gated@example.com', base_url: baseUrl }, token: admin.token });
    const token = firstLink(await server.inbox.waitFor('gated@example.com')).slice(baseUrl.length + 1);
    await server.db.kysely.updateTable('settings').set({ allow_new_signups: false }).execute();
    try {
      const answer = await server.api.raw('POST', '/api/user/', {
        json: { name: 'Gated', email: 'gated@example.com', password: 'long enough', group_invitation_token: token },
      });
      expect(answer.body).toEqual({ error: 'ERROR_DISABLED_SIGNUP', detail: '' });
    } finally {
      await server.db.kysely.updateTable('settings').set({ allow_new_signups: true }).execute();
    }
  });

  it('answer the link to their admin when no mail can carry it, and only then', async () => {
    const withoutMail = await startTestServer({ smtp: undefined });
    try {
      const admin = await withoutMail.signUp({ verified: false });
      const group = (await withoutMail.api.call(endpoints.createGroup, { body: { name: 'Offline' }, token: admin.token })).body;
      const invited = await withoutMail.api.call(endpoints.createInvitation, { params: { group_id: group.id }, body: { email: 'hand@example.com', base_url: baseUrl }, token: admin.token });
      const link = invited.body.cellar_link ?? '';
      expect(link.startsWith(`${baseUrl}/`)).toBe(true);
      const shown = await withoutMail.api.call(endpoints.getInvitationByToken, { params: { token: link.slice(baseUrl.length + 1) } });
      expect(shown.body).toMatchObject({ id: invited.body.id, email: 'hand@example.com', group: 'Offline' });
      // Lists and reads keep the contract's keys: the link is handed over once, to the admin who invited.
      const listed = await withoutMail.api.call(endpoints.listInvitations, { params: { group_id: group.id }, token: admin.token });
      expect(Object.keys(listed.body[0] ?? {}).sort()).toEqual(['created_on', 'email', 'group', 'id', 'message', 'permissions']);
    } finally {
      await withoutMail.close();
    }
  });
});
