import { sql } from 'kysely';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import { createTestDatabase, testEngines } from './test-database.js';

describe('an embedded database in a data directory', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cellar-data-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Creating a cluster on disk (initdb, in a child process) takes seconds, and far longer on a busy machine.
  it('keeps its data across a close and a reopen, and migrating again changes nothing', async () => {
    // What a first start cut short while creating the cluster leaves behind.
    mkdirSync(join(dataDir, 'pgdata.partial-1'));
    writeFileSync(join(dataDir, 'pgdata.partial-1', 'PG_VERSION'), '17');
    const first = await openDatabase({ dataDir });
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pgdata'))).toEqual(['pgdata']);
    expect(first.engine).toBe('embedded');
    expect((await sql<{ size: string }>`select current_setting('shared_buffers') as size`.execute(first.kysely)).rows).toEqual([{ size: '16MB' }]);
    expect((await migrateToLatest(first)).map((result) => result.status)).not.toContain('Error');
    await first.kysely.insertInto('users').values({ first_name: 'Kept', email: 'kept@example.com', password_hash: 'x' }).execute();
    await first.kysely.updateTable('settings').set({ allow_new_signups: false }).execute();
    await first.close();
    expect(existsSync(join(dataDir, 'pgdata'))).toBe(true);
    expect(existsSync(join(dataDir, 'cellar.lock'))).toBe(false);

    const second = await openDatabase({ dataDir, sharedBuffersMb: 24 });
    expect((await sql<{ size: string }>`select current_setting('shared_buffers') as size`.execute(second.kysely)).rows).toEqual([{ size: '24MB' }]);
    expect(await migrateToLatest(second)).toEqual([]);
    const users = await second.kysely.selectFrom('users').select(['first_name', 'email']).execute();
    const settings = await second.kysely.selectFrom('settings').selectAll().execute();
    await second.close();
    expect(users).toEqual([{ first_name: 'Kept', email: 'kept@example.com' }]);
    expect(settings).toEqual([{ id: 1, allow_new_signups: false }]);
  }, 120_000);
});

describe.each(testEngines())('the %s engine', (engine) => {
  it('migrates idempotently: every migration applied once, in order, the settings row seeded once', async () => {
    const db = await createTestDatabase({ engine });
    try {
      expect(await migrateToLatest(db)).toEqual([]);
      expect(await migrateToLatest(db)).toEqual([]);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db.kysely);
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
      expect(await db.kysely.selectFrom('settings').selectAll().execute()).toEqual([{ id: 1, allow_new_signups: true }]);
    } finally {
      await db.close();
    }
  });

  it('answers pings, lets a running query finish on close, then refuses new ones', async () => {
    const db = await createTestDatabase({ engine });
    await db.ping();
    const running = sql<{ done: boolean }>`select pg_sleep(1) is not null as done`.execute(db.kysely);
    const queued = sql<{ n: number }>`select 7 as n`.execute(db.kysely);
    // Both must have reached the driver before the close; on a loaded machine that takes a while.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closing = db.close();
    expect((await running).rows).toEqual([{ done: true }]);
    expect((await queued).rows).toEqual([{ n: 7 }]);
    await closing;
    await expect(db.ping()).rejects.toThrow();
  });

  it('gives every test database its own data', async () => {
    const [a, b] = await Promise.all([createTestDatabase({ engine }), createTestDatabase({ engine })]);
    try {
      await a.kysely.insertInto('users').values({ first_name: 'Only in A', email: 'a@example.com', password_hash: 'x' }).execute();
      expect(await b.kysely.selectFrom('users').selectAll().execute()).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
