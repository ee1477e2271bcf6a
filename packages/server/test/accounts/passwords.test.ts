import { accountEndpoints as endpoints } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLink } from '../helpers/smtp-inbox.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import type { MemoryRateLimiter } from '../../src/security/rate-limiter.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// The web frontend's whole origin: PUBLIC_URL's scheme, host and port (the reference ignored the port).
const baseUrl = 'http://localhost:8000/reset-password';

async function requestReset(email: string): Promise<string> {
  const answer = await server.api.call(endpoints.sendResetPasswordEmail, { body: { email, base_url: baseUrl } });
  expect(answer.status).toBe(204);
  const mail = await server.inbox.waitFor(email);
  const link = firstLink(mail);
  expect(link.startsWith(`${baseUrl}/`)).toBe(true);
  return link.slice(baseUrl.length + 1);
}

describe('password reset by e-mail', () => {
  it('mails a link whose token sets a new password, once', async () => {
    const { email, password } = await server.signUp({ name: 'Margaret' });
    const token = await requestReset(email);
    const mail = server.inbox.to(email)[0];
    expect(mail?.subject).toBe('Reset your Cellar password');
    expect(mail?.text).toContain('Hi Margaret');

    const reset = await server.api.call(endpoints.resetPassword, { body: { token, password: 'brand new secret' } });
    expect(reset.status).toBe(204);
    expect((await server.api.call(endpoints.login, { body: { username: email, password } })).status).toBe(400);
    expect((await server.api.call(endpoints.login, { body: { username: email, password: 'brand new secret' } })).status).toBe(200);

    const reused = await server.api.call(endpoints.resetPassword, { body: { token, password: 'yet another one' } });
    expect(reused.body).toEqual({ error: 'BAD_TOKEN_SIGNATURE', detail: '' });
  });

  it('answers 204 for an unknown address and sends nothing', async () => {
    const answer = await server.api.call(endpoints.sendResetPasswordEmail, {
      body: { email: 'nobody@example.com', base_url: baseUrl },
    });
    expect(answer.status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.inbox.to('nobody@example.com')).toHaveLength(0);
  });

  it('refuses links to another site than the web frontend', async () => {
    const { email } = await server.signUp();
    const answer = await server.api.call(endpoints.sendResetPasswordEmail, {
      body: { email, base_url: 'https://evil.example.net/reset' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'ERROR_HOSTNAME_IS_NOT_ALLOWED' });
  });

  it('checks base_url before the address, so a foreign link cannot tell which addresses exist', async () => {
    const { email } = await server.signUp();
    const ask = (address: string, base_url: string) => server.api.call(endpoints.sendResetPasswordEmail, { body: { email: address, base_url } });
    for (const foreign of ['https://evil.example.net/reset', 'http://localhost:8001/reset', 'https://localhost:8000/reset']) {
      const known = await ask(email, foreign);
      const unknown = await ask('nobody-here@example.com', foreign);
      expect([known.status, unknown.status]).toEqual([400, 400]);
      expect(known.body).toEqual(unknown.body);
      expect(known.body).toMatchObject({ error: 'ERROR_HOSTNAME_IS_NOT_ALLOWED' });
    }
    expect(server.inbox.to(email)).toEqual([]);
  });

  it("compares the whole origin of PUBLIC_URL: another scheme or port, or a javascript: URL, never gets the token", async () => {
    const { email } = await server.signUp();
    for (const base_url of ['javascript://localhost:8000/%0Aalert(1)//', 'http://localhost:3000/reset-password', 'http://user@localhost:8000/reset']) {
      const answer = await server.api.call(endpoints.sendResetPasswordEmail, { body: { email, base_url } });
      expect(answer.body).toMatchObject({ error: 'ERROR_HOSTNAME_IS_NOT_ALLOWED' });
    }
    expect(server.inbox.to(email)).toEqual([]);
  });

  it('bounds base_url and builds the link with URL, one slash before the token', async () => {
    const { email } = await server.signUp();
    const long = await server.api.call(endpoints.sendResetPasswordEmail, { body: { email, base_url: `${baseUrl}/${'x'.repeat(2000)}` } });
    expect(long.body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: { base_url: [{ error: 'Ensure this field has no more than 2000 characters.', code: 'max_length' }] },
    });
    const slashes = await server.api.call(endpoints.sendResetPasswordEmail, { body: { email, base_url: `${baseUrl}${'/'.repeat(1900)}` } });
    expect(slashes.status).toBe(204);
    const link = firstLink(await server.inbox.waitFor(email));
    expect(link).toMatch(new RegExp(`^${baseUrl}/[\\w-]+\\.[\\w-]+$`));
  });

  it('refuses tampered tokens and tokens older than 48 hours', async () => {
    const { email } = await server.signUp();
    const token = await requestReset(email);
    const tampered = await server.api.call(endpoints.resetPassword, { body: { token: `x${token}`, password: 'whatever123' } });
    expect(tampered.body).toEqual({ error: 'BAD_TOKEN_SIGNATURE', detail: '' });
    server.clock.advance(48 * 3600 + 1);
    try {
      const expired = await server.api.call(endpoints.resetPassword, { body: { token, password: 'whatever123' } });
      expect(expired.body).toEqual({ error: 'EXPIRED_TOKEN_SIGNATURE', detail: '' });
    } finally {
      server.clock.advance(-(48 * 3600 + 1));
    }
  });

  it('signs out sessions opened before the reset', async () => {
    const { email, token: oldSession } = await server.signUp();
    const token = await requestReset(email);
    await server.api.call(endpoints.resetPassword, { body: { token, password: 'reset and renewed' } });
    const answer = await server.api.call(endpoints.changePassword, {
      body: { old_password: 'reset and renewed', new_password: 'something else' },
      token: oldSession,
    });
    expect(answer.status).toBe(401);
  });

  it('counts an IP before the address, so a blocked IP adds nothing to the limiter', async () => {
    const limited = await startTestServer({ rateLimits: { resetRequests: 2, windowSeconds: 60 } });
    try {
      const send = (email: string) => limited.api.call(endpoints.sendResetPasswordEmail, { body: { email, base_url: baseUrl } });
      expect((await send('first@example.com')).status).toBe(204);
      expect((await send('second@example.com')).status).toBe(204);
      const limiter = limited.ctx.rateLimiter as MemoryRateLimiter;
      const held = limiter.size;
      for (let i = 0; i < 50; i++) expect((await send(`spray${i}@example.com`)).status).toBe(429);
      expect(limiter.size).toBe(held);
    } finally {
      await limited.close();
    }
  });

  it('limits how often resets can be requested', async () => {
    const limited = await startTestServer({ rateLimits: { loginAttempts: 10, resetRequests: 2, windowSeconds: 60 } });
    try {
      const send = () =>
        limited.api.call(endpoints.sendResetPasswordEmail, { body: { email: 'someone@example.com', base_url: baseUrl } });
      expect((await send()).status).toBe(204);
      expect((await send()).status).toBe(204);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ error: 'ERROR_TOO_MANY_REQUESTS' });
    } finally {
      await limited.close();
    }
  });
});

describe('reset requests from several IPs (behind one trusted proxy)', () => {
  it('are counted per IP and per address apart: neither limit holds back another IP asking for another address', async () => {
    const limited = await startTestServer({ trustProxy: 1, rateLimits: { resetRequests: 2, windowSeconds: 60 } });
    try {
      const send = (email: string, ip: string) =>
        limited.api.raw('POST', '/api/user/send-reset-password-email/', { json: { email, base_url: baseUrl }, headers: { 'x-forwarded-for': ip } });
      expect((await send('first@example.com', '203.0.113.1')).status).toBe(204);
      expect((await send('first@example.com', '203.0.113.2')).status).toBe(204);
      // The address has used its two requests, from whichever IP…
      expect((await send('first@example.com', '203.0.113.3')).status).toBe(429);
      // …and the first IP uses its second on another address, then has none left for a third.
      expect((await send('second@example.com', '203.0.113.1')).status).toBe(204);
      expect((await send('third@example.com', '203.0.113.1')).status).toBe(429);
      // Someone else, elsewhere, is not held back by either.
      expect((await send('fourth@example.com', '198.51.100.9')).status).toBe(204);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/user/change-password/', () => {
  it('refuses a wrong old password', async () => {
    const { token } = await server.signUp();
    const answer = await server.api.call(endpoints.changePassword, {
      body: { old_password: 'not my password', new_password: 'a fresh password' },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'ERROR_INVALID_OLD_PASSWORD', detail: '' });
  });

  it('throttles wrong old passwords as logins are, even for the right one afterwards', async () => {
    const limited = await startTestServer({ rateLimits: { loginAttempts: 3, windowSeconds: 60 } });
    try {
      const { token, password } = await limited.signUp();
      const change = (old_password: string) => limited.api.call(endpoints.changePassword, { body: { old_password, new_password: 'a fresh password' }, token });
      for (let attempt = 0; attempt < 3; attempt++) expect((await change(`guess ${attempt}`)).body).toMatchObject({ error: 'ERROR_INVALID_OLD_PASSWORD' });
      const blocked = await change(password);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ error: 'ERROR_TOO_MANY_REQUESTS' });
      limited.clock.advance(61);
      expect((await change(password)).status).toBe(204);
    } finally {
      await limited.close();
    }
  });

  it('changes the password and retires every other session, keeping the one that changed it', async () => {
    const { token, email, password } = await server.signUp();
    const other = await server.api.call(endpoints.login, { body: { username: email, password } });
    // A session that began a second later, so its original login time differs.
    server.clock.advance(1);
    const changer = (await server.api.call(endpoints.login, { body: { username: email, password } })).body as { token: string };
    const answer = await server.api.call(endpoints.changePassword, {
      body: { old_password: password, new_password: 'a fresh password' },
      token: changer.token,
    });
    expect(answer.status).toBe(204);
    for (const ended of [token, (other.body as { token: string }).token]) {
      const refused = await server.api.call(endpoints.changePassword, { body: { old_password: 'a fresh password', new_password: 'third password' }, token: ended });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ detail: 'Signature has expired.', error: 'ERROR_SIGNATURE_HAS_EXPIRED' });
    }
    // The changing session goes on, through its refreshes too, as Baserow's web front end expects.
    const refreshed = await server.api.call(endpoints.refreshToken, { body: { token: changer.token } });
    expect(refreshed.status).toBe(200);
    const dashboard = await server.api.raw('GET', '/api/user/dashboard/', { headers: { authorization: `JWT ${(refreshed.body as { token: string }).token}` } });
    expect(dashboard.status).toBe(200);
    const login = await server.api.call(endpoints.login, { body: { username: email, password: 'a fresh password' } });
    expect(login.status).toBe(200);
  });
});
