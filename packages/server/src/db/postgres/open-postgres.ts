import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../database.js';
import type { DatabaseSchema } from '../schema.js';
import { assertOutsideTransaction } from '../transaction.js';
import { pgTypes } from './pg-type-parsers.js';

const POOL_SIZE = 10;
// The client waits this much longer than the server's statement timeout, so that a slow statement
// is stopped by PostgreSQL (a clean 57014) and only a stalled network by the client.
const clientTimeoutMargin = 2_000;

/** How long the server waits on PostgreSQL before it answers 503 rather than hang. */
export interface PostgresTimeouts {
  /** For a connection (a new one, or a free one of the pool); DATABASE_CONNECT_TIMEOUT_MS. */
  connectMs: number;
  /**
   * For one statement; DATABASE_STATEMENT_TIMEOUT_MS. PostgreSQL stops it after this long, and the
   * client gives up on an answer a little later, which also covers a network that stalls.
   */
  statementMs: number;
}

/** The timeouts unless configured: five seconds to connect, thirty for a statement. */
export const defaultPostgresTimeouts: PostgresTimeouts = { connectMs: 5_000, statementMs: 30_000 };

/** Opens a pool of 10 connections to the PostgreSQL server at `databaseUrl`. */
export async function openPostgresDatabase(databaseUrl: string, timeouts: PostgresTimeouts = defaultPostgresTimeouts): Promise<Database> {
  // Keep-alive probes notice a connection whose peer went away; the query timeout, one whose network stalls.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    types: pgTypes,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.statementMs > 0 ? timeouts.statementMs + clientTimeoutMargin : undefined,
    keepAlive: true,
  });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', () => undefined);
  // A checked-out client whose server goes away between two statements (a restart during a transaction, or the
  // job runner's between turns) emits 'error' with no query to fail, which crashed the process without a listener:
  // its next query fails instead, and the pool drops it when it ends.
  const listened = new WeakSet<pg.PoolClient>();
  const guardedPool = {
    connect: async () => {
      assertOutsideTransaction();
      const client = await pool.connect();
      if (!listened.has(client)) {
        client.on('error', () => undefined);
        listened.add(client);
      }
      return client;
    },
    end: () => pool.end(),
  };
  const dialect = new PostgresDialect({
    pool: guardedPool,
    // PGlite runs in UTC; pinning the session zone keeps now()::date and date_trunc alike on both
    // engines. A SET (rather than a startup option) also passes through PgBouncer.
    // The statement timeout is a SET for the same reason.
    onCreateConnection: async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("set time zone 'UTC'"));
      await connection.executeQuery(CompiledQuery.raw(`set statement_timeout = ${Math.max(0, Math.floor(timeouts.statementMs))}`));
    },
  });
  const kysely = new Kysely<DatabaseSchema>({ dialect });
  let closing: Promise<void> | undefined;
  const database: Database = {
    kysely,
    engine: 'postgres',
    async ping() {
      await sql`select 1`.execute(kysely);
    },
    close() {
      // pool.end() lets checked-out clients finish their query before disconnecting them.
      closing ??= kysely.destroy();
      return closing;
    },
  };
  try {
    await database.ping();
  } catch (error) {
    await database.close();
    const where = describeServer(databaseUrl);
    throw new Error(`Cannot connect to PostgreSQL at ${where}: ${(error as Error).message}`, { cause: error });
  }
  return database;
}

// Host and database name only: a DATABASE_URL often carries a password that must not reach logs.
function describeServer(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
