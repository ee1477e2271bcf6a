import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { accountEndpoints, type TokenResponse } from '@cellar/core';
import type { Logger } from 'pino';
import { createLogger } from '../../src/logging/logger.js';
import { buildApp } from '../../src/app.js';
import type { AppContext } from '../../src/app-context.js';
import type { Services } from '../../src/services.js';
import type { Config, QuotaConfig, RateLimitConfig } from '../../src/config/config.js';
import type { Database } from '../../src/db/database.js';
import { defaultSharedBuffersMb } from '../../src/db/embedded/open-embedded.js';
import { defaultPostgresTimeouts } from '../../src/db/postgres/open-postgres.js';
import { createTestDatabase } from '../../src/db/test-database.js';
import type { PublishedEvent } from '../../src/events/domain-events.js';
import { ApiClient } from './api-client.js';
import { FileHost } from './file-host.js';
import { firstLink, SmtpInbox } from './smtp-inbox.js';
import { TestClock } from './test-clock.js';

/** A real Cellar server on a free port, over a fresh database, with a real SMTP inbox. */
export interface TestServer {
  api: ApiClient;
  url: string;
  inbox: SmtpInbox;
  clock: TestClock;
  ctx: AppContext;
  /** The server's one set of services, for what a test waits on (the sort indexes being built). */
  services: Services;
  db: Database;
  /** A local HTTP server that uploads by URL may fetch from (a test exception to the outbound policy). */
  fileHost: FileHost;
  /** Where this server stores uploaded files. */
  mediaDir: string;
  /** Every domain event published since the server started, with its origin. */
  events: PublishedEvent[];
  /**
   * Registers an account (with a JWT) through the API and follows the verification link mailed to
   * it, which it then takes out of the inbox; `verified: false` leaves both for the test.
   */
  signUp(overrides?: { name?: string; email?: string; password?: string; verified?: boolean }): Promise<TokenResponse & { email: string; password: string }>;
  close(): Promise<void>;
}

let accounts = 0;

/** The subject of the mail that verifies a new account's address. */
export const verificationSubject = 'Confirm your e-mail address for Cellar';

/** Settings a test changes; rate limits and quotas not named keep the test defaults. */
export type TestConfigOverrides = Partial<Omit<Config, 'rateLimits' | 'quotas'>> & {
  rateLimits?: Partial<RateLimitConfig>;
  quotas?: Partial<QuotaConfig>;
};

/** Starts a server for one test file; close it in afterAll. */
export async function startTestServer(overrides: TestConfigOverrides = {}, options: { webDist?: string; database?: Database; logger?: Logger } = {}): Promise<TestServer> {
  const inbox = await new SmtpInbox().start();
  const db = options.database ?? (await createTestDatabase());
  const clock = new TestClock();
  const fileHost = await new FileHost().start();
  const mediaDir = mkdtempSync(join(tmpdir(), 'cellar-media-'));
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://localhost:8000',
    databaseUrl: undefined,
    databaseTimeouts: defaultPostgresTimeouts,
    dataDir: '/nonexistent',
    embeddedSharedBuffersMb: defaultSharedBuffersMb,
    mediaDir,
    mediaUrl: 'http://localhost:8000/media/',
    secretKey: randomBytes(32).toString('hex'),
    // The inbox is a plain local relay: no STARTTLS, no certificate.
    smtp: { host: '127.0.0.1', port: inbox.port, user: undefined, password: undefined, from: 'Cellar <cellar@localhost>', insecure: true },
    // 2^10 instead of production's 2^17: test files sign up hundreds of accounts.
    passwordHashCost: 10,
    gridPageSizeLimit: 1000,
    logLevel: 'silent',
    trustProxy: false,
    initialTableDataLimit: undefined,
    importMaxBytes: 8 * 1024 ** 3,
    // No timer: tests call the sweep themselves.
    unusedFiles: { sweepIntervalSeconds: 0, graceSeconds: 86_400 },
    undoAndTrash: { undoPeriodHours: 2, trashDurationHours: 72, sweepIntervalSeconds: 0, rowHistoryRetentionDays: 180 },
    formulas: { refreshIntervalSeconds: 0 },
    redisUrl: undefined,
    redisKeyPrefix: 'cellar',
    realtimeLimits: { messagesPerSecond: 20, socketsPerUser: 20 },
    webhooks: { allowedAddresses: [], maxRetries: 8, maxConsecutiveFailures: 8, maxPerTable: 20 },
    ...overrides,
    rateLimits: { loginAttempts: 1000, resetRequests: 1000, windowSeconds: 900, signups: 1000, invitationsPerUser: 1000, invitationsPerGroup: 1000, uploadsPerUser: 1000, ...overrides.rateLimits },
    quotas: { groupsPerUser: 100, applicationsPerGroup: 100, tablesPerGroup: 500, fieldsPerTable: 500, viewsPerTable: 100, storageBytesPerUser: 1024 ** 3, ...overrides.quotas },
  };
  const { app, ctx, services } = await buildApp({ config, db, clock, webDist: options.webDist, outbound: fileHost.policy, logger: options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent') });
  const events: PublishedEvent[] = [];
  ctx.bus.subscribe((event) => void events.push(event));
  const url = await listen(app);
  const api = new ApiClient(url);

  return {
    api,
    url,
    inbox,
    clock,
    ctx,
    services,
    db,
    events,
    fileHost,
    mediaDir,
    async signUp(input = {}) {
      accounts += 1;
      const email = input.email ?? `person${accounts}-${randomBytes(3).toString('hex')}@example.com`;
      const password = input.password ?? 'correct horse battery';
      const answer = await api.call(accountEndpoints.register, {
        body: { name: input.name ?? `Person ${accounts}`, email, password, authenticate: true },
      });
      if (answer.status !== 200) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      if (input.verified !== false) {
        const mail = inbox.take(email, verificationSubject);
        if (!mail) throw new Error(`no verification mail to ${email}`);
        const verified = await api.call(accountEndpoints.verifyEmail, { body: { token: firstLink(mail).split('/').pop() ?? '' } });
        if (verified.status !== 204) throw new Error(`verification failed: ${verified.status} ${JSON.stringify(verified.body)}`);
      }
      return { ...(answer.body as TokenResponse), email, password };
    },
    async close() {
      await app.close();
      await db.close();
      await inbox.stop();
      await fileHost.stop();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  return `http://127.0.0.1:${address.port}`;
}
