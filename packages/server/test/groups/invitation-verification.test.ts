import { accountEndpoints, groupEndpoints as endpoints } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLink } from '../helpers/smtp-inbox.js';
import { startTestServer, verificationSubject, type TestServer } from '../helpers/test-server.js';

// Issue 15, point 4: whoever registers an address first must not take the invitations later sent
// to it. Answering one needs a verified address or the token of the mailed link.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const baseUrl = 'http://localhost:8000/group-invitation';

async function invite(admin: { token: string }, email: string, groupName = 'Finance') {
  const group = (await server.api.call(endpoints.createGroup, { body: { name: groupName }, token: admin.token })).body;
  const before = server.inbox.to(email).length;
  const invitation = (await server.api.call(endpoints.createInvitation, { params: { group_id: group.id }, body: { email, base_url: baseUrl }, token: admin.token })).body;
  const mail = server.inbox.to(email)[before];
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  return { group, invitation, token: firstLink(mail).slice(baseUrl.length + 1) };
}

describe('invitations to an unverified address', () => {
  it('are neither shown nor answered by id until the address is verified', async () => {
    const admin = await server.signUp({ name: 'Admin' });
    const squatter = await server.signUp({ email: 'cfo@corp.example', verified: false });
    const { invitation } = await invite(admin, 'cfo@corp.example');

    expect((await server.api.call(endpoints.dashboard, { token: squatter.token })).body).toEqual({ group_invitations: [] });
    for (const answer of [endpoints.acceptInvitation, endpoints.rejectInvitation]) {
      const refused = await server.api.call(answer, { params: { invitation_id: invitation.id }, token: squatter.token });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: 'ERROR_EMAIL_NOT_VERIFIED' });
    }
    expect((await server.api.call(endpoints.listGroups, { token: squatter.token })).body.map((group) => group.name)).not.toContain('Finance');
  });

  it('are accepted with the mailed link, which verifies the address', async () => {
    const admin = await server.signUp();
    const invitee = await server.signUp({ email: 'reads-mail@corp.example', verified: false });
    const { invitation, token, group } = await invite(admin, 'reads-mail@corp.example');
    const other = await invite(admin, 'reads-mail@corp.example', 'Other');

    const wrongLink = await server.api.call(endpoints.acceptInvitation, { params: { invitation_id: invitation.id }, body: { token: other.token }, token: invitee.token });
    expect(wrongLink.body).toEqual({ error: 'BAD_TOKEN_SIGNATURE', detail: '' });
    const accepted = await server.api.call(endpoints.acceptInvitation, { params: { invitation_id: invitation.id }, body: { token }, token: invitee.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: group.id, permissions: 'MEMBER' });

    // The link proved the address: the other invitation now shows and can be answered by id.
    const dashboard = (await server.api.call(endpoints.dashboard, { token: invitee.token })).body;
    expect(dashboard.group_invitations.map((shown) => shown.id)).toEqual([other.invitation.id]);
    expect((await server.api.call(endpoints.rejectInvitation, { params: { invitation_id: other.invitation.id }, token: invitee.token })).status).toBe(204);
  });

  it('are answered by id once the address is verified by its own link', async () => {
    const admin = await server.signUp();
    const invitee = await server.signUp({ verified: true });
    const { invitation } = await invite(admin, invitee.email);
    expect((await server.api.call(endpoints.acceptInvitation, { params: { invitation_id: invitation.id }, token: invitee.token })).status).toBe(200);
  });

  it('leave sign-up through the link verified', async () => {
    const admin = await server.signUp();
    const { token } = await invite(admin, 'joins@corp.example');
    const signedUp = await server.api.call(accountEndpoints.register, {
      body: { name: 'Joiner', email: 'joins@corp.example', password: 'long enough', authenticate: true, group_invitation_token: token },
    });
    expect(signedUp.status).toBe(200);
    const later = await invite(admin, 'joins@corp.example', 'Later');
    const accepted = await server.api.call(endpoints.acceptInvitation, { params: { invitation_id: later.invitation.id }, token: signedUp.body.token ?? '' });
    expect(accepted.status).toBe(200);
    // No verification mail: the invitation link already proved the address.
    expect(server.inbox.to('joins@corp.example').filter((mail) => mail.subject === verificationSubject)).toEqual([]);
  });
});

describe('invitation rate limits', () => {
  it('limit invitations per inviter and per group per hour', async () => {
    const limited = await startTestServer({ rateLimits: { invitationsPerUser: 2, invitationsPerGroup: 3 } });
    try {
      const admin = await limited.signUp();
      const coAdmin = await limited.signUp();
      const group = (await limited.api.call(endpoints.createGroup, { body: { name: 'Busy' }, token: admin.token })).body;
      const send = (token: string, email: string) =>
        limited.api.call(endpoints.createInvitation, { params: { group_id: group.id }, body: { email, base_url: baseUrl }, token });
      // The co-admin joins as ADMIN: an invitation (one of the group's three) accepted by id.
      const joining = (await limited.api.call(endpoints.createInvitation, {
        params: { group_id: group.id }, body: { email: coAdmin.email, permissions: 'ADMIN', base_url: baseUrl }, token: admin.token,
      })).body;
      await limited.api.call(endpoints.acceptInvitation, { params: { invitation_id: joining.id }, token: coAdmin.token });

      expect((await send(admin.token, 'a@corp.example')).status).toBe(200);
      const perUser = await send(admin.token, 'b@corp.example');
      expect(perUser.status).toBe(429);
      expect(perUser.body).toMatchObject({ error: 'ERROR_TOO_MANY_REQUESTS' });
      expect((await send(coAdmin.token, 'c@corp.example')).status).toBe(200);
      expect((await send(coAdmin.token, 'd@corp.example')).status).toBe(429);
      expect(limited.inbox.to('b@corp.example')).toEqual([]);
      // Another group's invitations count apart: its admin is not held by this group's three.
      const other = await limited.signUp();
      const otherGroup = (await limited.api.call(endpoints.createGroup, { body: { name: 'Quiet' }, token: other.token })).body;
      const elsewhere = await limited.api.call(endpoints.createInvitation, { params: { group_id: otherGroup.id }, body: { email: 'e@corp.example', base_url: baseUrl }, token: other.token });
      expect(elsewhere.status).toBe(200);

      // The limits hold for the hour, not a minute.
      limited.clock.advance(60);
      expect((await send(admin.token, 'b@corp.example')).status).toBe(429);
      limited.clock.advance(3541);
      const fresh = (await limited.api.call(accountEndpoints.login, { body: { username: admin.email, password: admin.password } })).body;
      expect((await send(fresh.token, 'b@corp.example')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
