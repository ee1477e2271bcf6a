import { accountEndpoints as endpoints } from '@cellar/core';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/security/passwords.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/user/token-auth/ (login)', () => {
  it('answers a JWT with the contract claims and a 60-minute lifetime', async () => {
    const { email, password } = await server.signUp({ name: 'Linus' });
    const answer = await server.api.call(endpoints.login, { body: { username: ` ${email.toUpperCase()} `, password } });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual({ first_name: 'Linus', username: email, is_staff: expect.any(Boolean) });
    const claims = decodeJwt(answer.body.token);
    expect(claims).toMatchObject({ username: email, email, user_id: expect.any(Number), orig_iat: expect.any(Number) });
    expect(Number(claims.exp) - Number(claims.orig_iat)).toBe(3600);
  });

  it('refuses a wrong password with the bare non_field_errors body', async () => {
    const { email } = await server.signUp();
    const answer = await server.api.call(endpoints.login, { body: { username: email, password: 'wrong password' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it('reports missing and malformed keys as plain strings', async () => {
    const missing = await server.api.raw('POST', '/api/user/token-auth/', { json: {} });
    expect(missing.body).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
    const notEmail = await server.api.raw('POST', '/api/user/token-auth/', { json: { username: 'bob', password: 'x' } });
    expect(notEmail.body).toEqual({ username: ['Enter a valid email address.'] });
  });
});

describe('authenticated requests', () => {
  it('answer 401 without credentials, with the WWW-Authenticate header', async () => {
    const answer = await server.api.raw('POST', '/api/user/change-password/', { json: {} });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(answer.headers.get('www-authenticate')).toBe('JWT realm="api"');
  });

  it('tell a malformed header, an undecodable token and an expired one apart', async () => {
    const send = (authorization: string) =>
      server.api.raw('POST', '/api/user/change-password/', { json: {}, headers: { authorization } });
    expect((await send('JWT')).body).toEqual({ detail: 'Invalid Authorization header. No credentials provided.' });
    expect((await send('JWT a b')).body).toEqual({
      detail: 'Invalid Authorization header. Credentials string should not contain spaces.',
    });
    expect((await send('JWT not.a.jwt')).body).toEqual({ detail: 'Error decoding signature.', error: 'ERROR_DECODING_SIGNATURE' });

    const { token } = await server.signUp();
    server.clock.advance(3601);
    try {
      const expired = await send(`jwt ${token}`);
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({ detail: 'Signature has expired.', error: 'ERROR_SIGNATURE_HAS_EXPIRED' });
    } finally {
      server.clock.advance(-3601);
    }
  });

  it('ignore a database Token header outside the row endpoints (treated as anonymous)', async () => {
    const answer = await server.api.raw('POST', '/api/user/change-password/', {
      json: {},
      headers: { authorization: 'Token abc' },
    });
    expect(answer.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('token refresh and verify', () => {
  it('issues a fresh token that keeps the original login time', async () => {
    const { token } = await server.signUp();
    server.clock.advance(120);
    try {
      const refreshed = await server.api.call(endpoints.refreshToken, { body: { token } });
      expect(refreshed.status).toBe(200);
      const before = decodeJwt(token);
      const after = decodeJwt(refreshed.body.token);
      expect(after.orig_iat).toBe(before.orig_iat);
      expect(Number(after.exp)).toBeGreaterThan(Number(before.exp));
    } finally {
      server.clock.advance(-120);
    }
  });

  it('refuses expired and forged tokens with non_field_errors', async () => {
    const { token } = await server.signUp();
    const forged = await server.api.call(endpoints.refreshToken, { body: { token: `${token}x` } });
    expect(forged.body).toEqual({ non_field_errors: ['Error decoding signature.'] });
    server.clock.advance(3601);
    try {
      const expired = await server.api.call(endpoints.refreshToken, { body: { token } });
      expect(expired.status).toBe(400);
      expect(expired.body).toEqual({ non_field_errors: ['Signature has expired.'] });
    } finally {
      server.clock.advance(-3601);
    }
  });

  it('stops refreshing seven days after the original login', async () => {
    const { token } = await server.signUp();
    const step = 50 * 60;
    let current = token;
    let elapsed = 0;
    try {
      // Refresh every 50 minutes, as an open browser tab would, until the week is over.
      while (elapsed + step <= 7 * 24 * 3600) {
        server.clock.advance(step);
        elapsed += step;
        const answer = await server.api.call(endpoints.refreshToken, { body: { token: current } });
        expect(answer.status).toBe(200);
        current = answer.body.token;
      }
      server.clock.advance(step);
      elapsed += step;
      const late = await server.api.call(endpoints.refreshToken, { body: { token: current } });
      expect(late.body).toEqual({ non_field_errors: ['Refresh has expired.'] });
    } finally {
      server.clock.advance(-elapsed);
    }
  });

  it('refuses to refresh the session of an account that was deactivated, or whose password another session changed', async () => {
    const deactivated = await server.signUp();
    await server.db.kysely.updateTable('users').set({ is_active: false }).where('email', '=', deactivated.email).execute();
    const refused = await server.api.call(endpoints.refreshToken, { body: { token: deactivated.token } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ non_field_errors: ["User doesn't exist."] });

    const { email, password, token: elsewhere } = await server.signUp();
    // A second login, a second later: another session (its own orig_iat), which changes the password.
    server.clock.advance(1);
    try {
      const here = await server.api.call(endpoints.login, { body: { username: email, password } });
      const changed = await server.api.raw('POST', '/api/user/change-password/', {
        json: { old_password: password, new_password: 'a brand new secret' },
        headers: { authorization: `JWT ${here.body.token}` },
      });
      expect(changed.status).toBe(204);
      const stale = await server.api.call(endpoints.refreshToken, { body: { token: elsewhere } });
      expect(stale.body).toEqual({ non_field_errors: ['Signature has expired.'] });
    } finally {
      server.clock.advance(-1);
    }
  });

  it('verify answers the same token with its user', async () => {
    const { token, email } = await server.signUp();
    const answer = await server.api.call(endpoints.verifyToken, { body: { token } });
    expect(answer.body).toEqual({ token, user: expect.objectContaining({ username: email }) });
  });
});

describe('password hashes', () => {
  it('are made again at the current cost on login, without retiring sessions', async () => {
    const { email, password, token } = await server.signUp();
    const cheap = await hashPassword(password, { N: 2 ** 4, r: 8, p: 1 });
    await server.db.kysely.updateTable('users').set({ password_hash: cheap }).where('email', '=', email).execute();
    expect((await server.api.call(endpoints.login, { body: { username: email, password } })).status).toBe(200);
    const row = await server.db.kysely.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** server.ctx.config.passwordHashCost}\\$8\\$1\\$`));
    expect(await verifyPassword(password, row.password_hash)).toBe(true);
    expect((await server.api.call(endpoints.verifyToken, { body: { token } })).status).toBe(200);
  });
});

describe('login rate limit', () => {
  it('refuses further attempts with 429 after too many failures, even with the right password', async () => {
    const limited = await startTestServer({ rateLimits: { loginAttempts: 3, resetRequests: 3, windowSeconds: 60 } });
    try {
      const { email, password } = await limited.signUp();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const failed = await limited.api.call(endpoints.login, { body: { username: email, password: 'nope nope' } });
        expect(failed.status).toBe(400);
      }
      const blocked = await limited.api.call(endpoints.login, { body: { username: email, password } });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ error: 'ERROR_TOO_MANY_REQUESTS' });
      limited.clock.advance(61);
      const later = await limited.api.call(endpoints.login, { body: { username: email, password } });
      expect(later.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
