import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { emptyTable } from '../database/helpers.js';
import { TcpProxy } from '../helpers/tcp-proxy.js';
import { startTestServer, type TestConfigOverrides, type TestServer } from '../helpers/test-server.js';

// Issue 13, point 4: what one process counted or cached, the other sees. Two server processes
// share one database and one Redis under a key prefix of this run's own, so that parallel test
// files (and a developer's Cellar on the same Redis) never see each other's counters.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `cellar-test-${randomBytes(6).toString('hex')}`;
const loginAttempts = 3;

let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  const config: TestConfigOverrides = { redisUrl, redisKeyPrefix: keyPrefix, rateLimits: { loginAttempts } };
  first = await startTestServer(config);
  second = await startTestServer({ ...config, secretKey: first.ctx.config.secretKey }, { database: sharedDatabase() });
});

/** The first process's database, for another process to use (and leave open). */
function sharedDatabase(): Database {
  return { kysely: first.db.kysely, engine: first.db.engine, ping: () => first.db.ping(), close: async () => {} };
}
afterAll(async () => {
  await second?.close();
  await first?.close();
  await forgetKeys(`${keyPrefix}:*`);
});

/** Deletes this run's keys, and only those. */
async function forgetKeys(pattern: string): Promise<void> {
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  try {
    for await (const keys of redis.scanIterator({ MATCH: pattern, COUNT: 100 })) if (keys.length > 0) await redis.del(keys);
  } finally {
    await redis.close();
  }
}

function login(server: TestServer, email: string, password: string) {
  return server.api.raw('POST', '/api/user/token-auth/', { json: { username: email, password } });
}

function signUpStatus(server: TestServer) {
  const email = `shared-${randomBytes(4).toString('hex')}@example.com`;
  return server.api.raw('POST', '/api/user/', { json: { name: 'Shared', email, password: 'correct horse battery' } }).then((answer) => answer.status);
}

describe('two server processes sharing Redis', () => {
  it('throttle failed logins spread over both as if one process had seen them all', async () => {
    const { email, password } = await first.signUp();
    // LOGIN_RATE_LIMIT failures in all, alternating between the processes: neither saw enough alone.
    const statuses: number[] = [];
    for (let i = 0; i < loginAttempts; i += 1) statuses.push((await login(i % 2 === 0 ? first : second, email, 'wrong password')).status);
    expect(statuses).toEqual([400, 400, 400]);
    for (const server of [first, second]) {
      const refused = await login(server, email, password);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ error: 'ERROR_TOO_MANY_REQUESTS' });
    }
  });

  it('forget failed logins on both after a success on one', async () => {
    const { email, password } = await first.signUp();
    for (let i = 0; i < loginAttempts - 1; i += 1) await login(first, email, 'wrong password');
    expect((await login(second, email, password)).status).toBe(200);
    // The run started over: another LOGIN_RATE_LIMIT - 1 failures still leave the owner in.
    for (let i = 0; i < loginAttempts - 1; i += 1) expect((await login(second, email, 'wrong password')).status).toBe(400);
    expect((await login(first, email, password)).status).toBe(200);
  });

  it('count a row created through one process in a listing on the other', async () => {
    const t = await emptyTable(first);
    const count = async (server: TestServer) => {
      const answer = await server.api.raw('GET', `/api/database/rows/table/${t.table.id}/?size=1`, { headers: { authorization: `JWT ${t.token}` } });
      return (answer.body as { count: number }).count;
    };
    // The second process counts, and keeps the count.
    expect(await count(second)).toBe(0);
    expect((await t.addRow({})).status).toBe(200);
    // The event needs a moment through Redis; then the kept count is gone.
    await expect.poll(() => count(second), { timeout: 2000 }).toBe(1);
    expect(await count(first)).toBe(1);
  });

  it('share each rate-limit window, which Redis ends after its length', async () => {
    const key = `window-test:${randomBytes(4).toString('hex')}`;
    const [here, there] = [first.ctx.rateLimiter, second.ctx.rateLimiter];
    expect(await here.hit(key, 2, 1)).toBe(true);
    expect(await there.hit(key, 2, 1)).toBe(true);
    expect(await here.hit(key, 2, 1)).toBe(false);
    expect(await there.isBlocked(key, 2)).toBe(true);
    // Windows run on Redis's clock, so the test waits for real rather than moving the test clock.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await there.isBlocked(key, 2)).toBe(false);
    expect(await there.hit(key, 2, 1)).toBe(true);
    await here.reset(key);
    expect(await there.isBlocked(key, 1)).toBe(false);
  });
});

describe('a server process whose Redis goes away', () => {
  it('goes on without its shared counters (failing open) rather than answering 500', async () => {
    const [host, port] = new URL(redisUrl).host.split(':');
    const proxy = await new TcpProxy(host ?? '127.0.0.1', Number(port ?? 6379)).start();
    // A third process of the installation (its own counters, the same database), reaching Redis through a proxy the test takes down.
    const server = await startTestServer(
      { redisUrl: `redis://127.0.0.1:${proxy.port}`, redisKeyPrefix: `${keyPrefix}-away`, rateLimits: { loginAttempts: 1 } },
      { database: sharedDatabase() },
    );
    try {
      const { email, password } = await server.signUp();
      await proxy.down();
      const started = Date.now();
      // Each failure goes uncounted, so nothing is refused, and nothing breaks.
      for (let i = 0; i < 3; i += 1) expect((await login(server, email, 'wrong password')).status).toBe(400);
      expect((await login(server, email, password)).status).toBe(200);
      expect(await signUpStatus(server)).toBe(200);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await server.close();
      await proxy.stop();
      await forgetKeys(`${keyPrefix}-away:*`);
    }
  }, 30_000);
});
