import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../database.js';
import type { DatabaseSchema } from '../schema.js';
import { assertOutsideTransaction } from '../transaction.js';
import { pgTypes } from './pg-type-parsers.js';

const POOL_SIZE = 10;

/** Opens a pool of 10 connections to the PostgreSQL server at `databaseUrl`. */
export async function openPostgresDatabase(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE, types: pgTypes });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', () => undefined);
  const guardedPool = {
    connect: () => {
      assertOutsideTransaction();
      return pool.connect();
    },
    end: () => pool.end(),
  };
  const dialect = new PostgresDialect({
    pool: guardedPool,
    // PGlite runs in UTC; pinning the session zone keeps now()::date and date_trunc alike on both
    // engines. A SET (rather than a startup option) also passes through PgBouncer.
    onCreateConnection: (connection) => connection.executeQuery(CompiledQuery.raw("set time zone 'UTC'")).then(() => undefined),
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
