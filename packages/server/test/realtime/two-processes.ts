import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/database.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// Redis runs beside PostgreSQL wherever several processes share state (CI included).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two servers of one installation, as behind a load balancer: the same database and secret key, and a
 * Redis channel of their own (other test files' servers on the same Redis stay out of it). Close the
 * second first: it borrows the first one's database.
 */
export async function startTwoProcesses(): Promise<[TestServer, TestServer]> {
  const redisKeyPrefix = `cellar-test-${randomBytes(6).toString('hex')}`;
  const first = await startTestServer({ redisUrl, redisKeyPrefix });
  const shared: Database = { kysely: first.db.kysely, engine: first.db.engine, ping: () => first.db.ping(), close: async () => {} };
  const second = await startTestServer({ redisUrl, redisKeyPrefix, secretKey: first.ctx.config.secretKey }, { database: shared });
  return [first, second];
}
