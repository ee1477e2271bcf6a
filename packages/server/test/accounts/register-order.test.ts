import { accountEndpoints as endpoints } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// Counts the hashes registration makes: refusals must come before scrypt, which costs ~0.5 s of
// CPU and ~128 MiB at the production cost.
// Server test files share one module graph per worker (isolate: false): the graph is dropped first,
// so that this file's server is built from modules that see the mock.
const hashes = vi.hoisted(() => {
  vi.resetModules();
  return { count: 0 };
});
vi.mock('../../src/security/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/security/passwords.js')>();
  return {
    ...original,
    hashPassword: (...args: Parameters<typeof original.hashPassword>) => {
      hashes.count += 1;
      return original.hashPassword(...args);
    },
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const register = (email: string, extra: Record<string, unknown> = {}) =>
  server.api.raw('POST', '/api/user/', { json: { name: 'Someone', email, password: 'long enough', ...extra } });

describe('registration checks before it hashes', () => {
  it('hashes once for an accepted sign-up', async () => {
    const before = hashes.count;
    expect((await register('accepted@example.com')).status).toBe(200);
    expect(hashes.count - before).toBe(1);
  });

  it('does not hash for a taken address, a bad invitation token or disabled sign-ups', async () => {
    const before = hashes.count;
    expect((await register('accepted@example.com')).body).toMatchObject({ error: 'ERROR_EMAIL_ALREADY_EXISTS' });
    expect((await register('new@example.com', { group_invitation_token: 'forged.token' })).body).toMatchObject({ error: 'BAD_TOKEN_SIGNATURE' });
    await server.db.kysely.updateTable('settings').set({ allow_new_signups: false }).execute();
    try {
      expect((await register('late@example.com')).body).toEqual({ error: 'ERROR_DISABLED_SIGNUP', detail: '' });
    } finally {
      await server.db.kysely.updateTable('settings').set({ allow_new_signups: true }).execute();
    }
    expect(hashes.count - before).toBe(0);
    expect(endpoints.register.errors).toContain('ERROR_TOO_MANY_REQUESTS');
  });
});
