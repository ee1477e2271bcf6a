import { randomBytes } from 'node:crypto';
import { groupEndpoints } from '@cellar/core';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { isDatabaseUnavailable, isStatementTimeout } from '../../src/db/errors.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { openPostgresDatabase } from '../../src/db/postgres/open-postgres.js';
import { TcpProxy } from '../helpers/tcp-proxy.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// Large: the server's real connect and read timeouts must run out while the network stalls (~6 s).

// PostgreSQL behind a TCP proxy that stalls or goes down, as networks and servers do (issue 14):
// requests get 503 with Retry-After in the contract's envelope rather than hang or 500, `/_health`
// says so, and the server recovers by itself. Only PostgreSQL has a network to lose.
const serverUrl = process.env.TEST_DATABASE_URL;
const timeouts = { connectMs: 1_000, statementMs: 1_000 };

describe.skipIf(!serverUrl)('PostgreSQL faults', () => {
  const name = `cellar_faults_${randomBytes(5).toString('hex')}`;
  let proxy: TcpProxy;
  let db: Database;
  let server: TestServer;
  let token: string;

  async function administer(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await administer(`create database ${name}`);
    const target = new URL(serverUrl as string);
    proxy = await new TcpProxy(target.hostname, Number(target.port || 5432)).start();
    const viaProxy = new URL(serverUrl as string);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${name}`;
    db = await openPostgresDatabase(viaProxy.href, timeouts);
    await migrateToLatest(db);
    server = await startTestServer({}, { database: db });
    token = (await server.signUp()).token;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await proxy?.stop();
    await administer(`drop database if exists ${name} with (force)`);
  });

  const listGroups = () => server.api.call(groupEndpoints.listGroups, { token });

  it('answers 503 with Retry-After within the timeouts while the network stalls, then recovers', async () => {
    expect((await listGroups()).status).toBe(200);
    proxy.stall();
    try {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 12 }, () => listGroups()));
      const waited = Date.now() - started;
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.body).toMatchObject({ error: expect.stringMatching(/^ERROR_DATABASE_(UNAVAILABLE|TIMEOUT)$/), detail: expect.any(String) });
        expect(answer.headers.get('retry-after')).toBe('5');
      }
      // Twelve requests over a pool of ten: the last ones wait for a connection, then for their query.
      expect(waited).toBeLessThan(15_000);
      expect((await server.api.raw('GET', '/_health')).status).toBe(503);
    } finally {
      proxy.resume();
    }
    await expect.poll(async () => (await listGroups()).status, { timeout: 10_000, interval: 200 }).toBe(200);
  }, 60_000);

  it('answers 503 while PostgreSQL is down, and serves again once it is back, without a restart', async () => {
    await proxy.down();
    try {
      const answer = await listGroups();
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ error: 'ERROR_DATABASE_UNAVAILABLE', detail: expect.any(String) });
      expect(answer.headers.get('retry-after')).toBe('5');
      expect((await server.api.raw('GET', '/_health')).status).toBe(503);
    } finally {
      await proxy.up();
    }
    await expect.poll(async () => (await listGroups()).status, { timeout: 10_000, interval: 100 }).toBe(200);
    expect((await server.api.raw('GET', '/_health')).status).toBe(200);
  }, 60_000);

  it('has PostgreSQL stop a statement that runs past the statement timeout, which the server answers as a timeout', async () => {
    const error = await sql`select pg_sleep(3)`.execute(db.kysely).then(() => undefined, (failure: unknown) => failure);
    expect(error).toMatchObject({ code: '57014' });
    expect(isStatementTimeout(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
