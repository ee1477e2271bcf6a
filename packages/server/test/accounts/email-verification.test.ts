import { accountEndpoints as endpoints } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLink } from '../helpers/smtp-inbox.js';
import { startTestServer, verificationSubject, type TestServer } from '../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const verifiedAt = async (email: string) =>
  (await server.db.kysely.selectFrom('users').select('email_verified_at').where('email', '=', email).executeTakeFirstOrThrow()).email_verified_at;

async function verificationToken(email: string, index = 0): Promise<string> {
  const mail = server.inbox.to(email).filter((received) => received.subject === verificationSubject)[index];
  if (!mail) throw new Error(`no verification mail ${index} to ${email}`);
  const link = firstLink(mail);
  expect(link).toMatch(/^http:\/\/localhost:8000\/verify-email\/[\w-]+\.[\w-]+$/);
  return link.slice('http://localhost:8000/verify-email/'.length);
}

describe('e-mail verification', () => {
  it('mails a link on sign-up that marks the address verified, once or twice', async () => {
    const { email } = await server.signUp({ name: 'Vera', verified: false });
    expect(await verifiedAt(email)).toBeNull();
    const mail = server.inbox.to(email)[0];
    expect(mail?.text).toContain('Hi Vera');
    const token = await verificationToken(email);
    expect((await server.api.call(endpoints.verifyEmail, { body: { token } })).status).toBe(204);
    expect(await verifiedAt(email)).toBeInstanceOf(Date);
    expect((await server.api.call(endpoints.verifyEmail, { body: { token } })).status).toBe(204);
  });

  it('refuses tampered links and links older than 7 days', async () => {
    const { email } = await server.signUp({ verified: false });
    const token = await verificationToken(email);
    expect((await server.api.call(endpoints.verifyEmail, { body: { token: `${token}x` } })).body).toEqual({ error: 'BAD_TOKEN_SIGNATURE', detail: '' });
    server.clock.advance(7 * 24 * 3600 + 1);
    try {
      expect((await server.api.call(endpoints.verifyEmail, { body: { token } })).body).toEqual({ error: 'EXPIRED_TOKEN_SIGNATURE', detail: '' });
    } finally {
      server.clock.advance(-(7 * 24 * 3600 + 1));
    }
    expect(await verifiedAt(email)).toBeNull();
  });

  it('sends a new link on request while unverified, and none after', async () => {
    const { email, token: session } = await server.signUp({ verified: false });
    expect((await server.api.call(endpoints.sendVerificationEmail, { token: session })).status).toBe(204);
    const again = await verificationToken(email, 1);
    await server.api.call(endpoints.verifyEmail, { body: { token: again } });
    expect((await server.api.call(endpoints.sendVerificationEmail, { token: session })).status).toBe(204);
    expect(server.inbox.to(email).filter((mail) => mail.subject === verificationSubject)).toHaveLength(2);
  });

  it('limits requests for new links', async () => {
    const limited = await startTestServer({ rateLimits: { resetRequests: 1, windowSeconds: 60 } });
    try {
      const { token } = await limited.signUp({ verified: false });
      expect((await limited.api.call(endpoints.sendVerificationEmail, { token })).status).toBe(204);
      expect((await limited.api.call(endpoints.sendVerificationEmail, { token })).body).toMatchObject({ error: 'ERROR_TOO_MANY_REQUESTS' });
    } finally {
      await limited.close();
    }
  });
});
