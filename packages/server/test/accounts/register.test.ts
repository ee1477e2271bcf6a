import { accountEndpoints as endpoints } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/user/ (register)', () => {
  it('makes the very first account staff, and later ones not', async () => {
    const first = await server.api.call(endpoints.register, {
      body: { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ user: { first_name: 'Ada', username: 'ada@example.com', is_staff: true } });

    const second = await server.api.call(endpoints.register, {
      body: { name: 'Grace', email: 'grace@example.com', password: 'compiler one', authenticate: true },
    });
    expect(second.status).toBe(200);
    expect(second.body.user).toEqual({ first_name: 'Grace', username: 'grace@example.com', is_staff: false });
    expect(second.body.token?.split('.')).toHaveLength(3);
  });

  it('normalises the address, so the same person cannot register twice', async () => {
    await server.signUp({ email: 'twice@example.com' });
    const again = await server.api.call(endpoints.register, {
      body: { name: 'Twice', email: '  TWICE@Example.com ', password: 'another password' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'ERROR_EMAIL_ALREADY_EXISTS', detail: '' });
  });

  it('reports every invalid key in the validation envelope', async () => {
    const answer = await server.api.raw('POST', '/api/user/', { json: { email: 'not-an-email', password: 'short' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: {
        name: [{ error: 'This field is required.', code: 'required' }],
        email: [{ error: 'Enter a valid email address.', code: 'invalid' }],
        password: [{ error: 'Ensure this field has at least 8 characters.', code: 'min_length' }],
      },
    });
  });

  it('refuses names longer than 32 characters and blank names', async () => {
    const long = await server.api.call(endpoints.register, {
      body: { name: 'x'.repeat(33), email: 'long@example.com', password: 'long enough' },
    });
    expect(long.body).toMatchObject({ detail: { name: [{ code: 'max_length' }] } });
    const blank = await server.api.call(endpoints.register, {
      body: { name: '   ', email: 'blank@example.com', password: 'long enough' },
    });
    expect(blank.body).toMatchObject({ detail: { name: [{ error: 'This field may not be blank.', code: 'blank' }] } });
  });

  it('stores a slow hash at the configured cost, never the password itself', async () => {
    const { email, password } = await server.signUp();
    const row = await server.db.kysely.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(password);
    // Tests lower the cost (production's is 2^17, see security/passwords.test.ts).
    expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** server.ctx.config.passwordHashCost}\\$8\\$1\\$`));
  });

  it('announces the new account after it is committed, and nothing for a refused one', async () => {
    const before = server.events.length;
    const { email } = await server.signUp();
    const announced = server.events.slice(before);
    expect(announced.map((event) => event.type)).toEqual(['user_created', 'group_created', 'table_created', 'table_created', 'application_created']);
    // Nobody was signed in to cause a sign-up.
    expect(announced[0]).toEqual({ type: 'user_created', userId: expect.any(Number), email, origin: { userId: null, userName: null, tokenId: null, webSocketId: null } });
    await server.api.call(endpoints.register, { body: { name: 'Dup', email, password: 'whatever123' } });
    expect(server.events.slice(before)).toHaveLength(5);
  });

  it('limits sign-ups per IP, refused ones included', async () => {
    const limited = await startTestServer({ rateLimits: { signups: 2, windowSeconds: 60 } });
    try {
      const register = (email: string) => limited.api.call(endpoints.register, { body: { name: 'Many', email, password: 'long enough' } });
      expect((await register('one@example.com')).status).toBe(200);
      expect((await register('one@example.com')).body).toMatchObject({ error: 'ERROR_EMAIL_ALREADY_EXISTS' });
      const third = await register('three@example.com');
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ error: 'ERROR_TOO_MANY_REQUESTS' });
      limited.clock.advance(61);
      expect((await register('three@example.com')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts sign-ups of each IP apart (behind one trusted proxy)', async () => {
    const limited = await startTestServer({ trustProxy: 1, rateLimits: { signups: 1, windowSeconds: 60 } });
    try {
      const register = (email: string, ip: string) =>
        limited.api.raw('POST', '/api/user/', { json: { name: 'Many', email, password: 'long enough' }, headers: { 'x-forwarded-for': ip } });
      expect((await register('one@example.com', '203.0.113.1')).status).toBe(200);
      expect((await register('two@example.com', '203.0.113.1')).status).toBe(429);
      expect((await register('two@example.com', '198.51.100.9')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is refused with ERROR_DISABLED_SIGNUP once staff turn sign-ups off', async () => {
    const staff = await server.api.call(endpoints.login, { body: { username: 'ada@example.com', password: 'analytical engine' } });
    const off = await server.api.call(endpoints.updateSettings, { body: { allow_new_signups: false }, token: staff.body.token });
    expect(off.body).toEqual({ allow_new_signups: false, cellar_mail_configured: true });

    const refused = await server.api.call(endpoints.register, {
      body: { name: 'Late', email: 'late@example.com', password: 'too late now' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'ERROR_DISABLED_SIGNUP', detail: '' });

    await server.api.call(endpoints.updateSettings, { body: { allow_new_signups: true }, token: staff.body.token });
    const accepted = await server.api.call(endpoints.register, {
      body: { name: 'Late', email: 'late@example.com', password: 'too late now' },
    });
    expect(accepted.status).toBe(200);
  });
});
