import { accountEndpoints as endpoints } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let staffToken: string;
let memberToken: string;
beforeAll(async () => {
  server = await startTestServer();
  staffToken = (await server.signUp()).token;
  memberToken = (await server.signUp()).token;
});
afterAll(() => server.close());

describe('settings', () => {
  it('are readable by anyone, with whether mail is configured under a name of Cellar’s own', async () => {
    const answer = await server.api.call(endpoints.getSettings);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ allow_new_signups: true, cellar_mail_configured: true });
  });

  it('say when no SMTP server is configured, so the web app can say that mail is not set up', async () => {
    const withoutMail = await startTestServer({ smtp: undefined });
    try {
      const token = (await withoutMail.signUp({ verified: false })).token;
      expect((await withoutMail.api.call(endpoints.getSettings)).body).toEqual({ allow_new_signups: true, cellar_mail_configured: false });
      const changed = await withoutMail.api.call(endpoints.updateSettings, { body: { allow_new_signups: false }, token });
      expect(changed.body).toEqual({ allow_new_signups: false, cellar_mail_configured: false });
    } finally {
      await withoutMail.close();
    }
  });

  it('can be changed by staff only', async () => {
    const anonymous = await server.api.call(endpoints.updateSettings, { body: { allow_new_signups: false } });
    expect(anonymous.status).toBe(401);
    const member = await server.api.call(endpoints.updateSettings, { body: { allow_new_signups: false }, token: memberToken });
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await server.api.call(endpoints.getSettings)).body).toEqual({ allow_new_signups: true, cellar_mail_configured: true });

    const staff = await server.api.call(endpoints.updateSettings, { body: { allow_new_signups: false }, token: staffToken });
    expect(staff.body).toEqual({ allow_new_signups: false, cellar_mail_configured: true });
    expect((await server.api.call(endpoints.getSettings)).body).toEqual({ allow_new_signups: false, cellar_mail_configured: true });
    expect(server.events.at(-1)).toEqual({
      type: 'settings_updated',
      settings: { allow_new_signups: false },
      origin: { userId: expect.any(Number), userName: expect.any(String), tokenId: null, webSocketId: null },
    });
  });

  it('treat an empty update as a no-op and reject a non-boolean', async () => {
    const empty = await server.api.call(endpoints.updateSettings, { body: {}, token: staffToken });
    expect(empty.status).toBe(200);
    const invalid = await server.api.raw('PATCH', '/api/settings/update/', {
      json: { allow_new_signups: 'maybe' },
      headers: { authorization: `JWT ${staffToken}` },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: { allow_new_signups: [{ error: 'Must be a valid boolean.', code: 'invalid' }] },
    });
  });
});
