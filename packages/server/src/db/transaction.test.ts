import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { isUniqueViolation } from './errors.js';
import { createTestDatabase, testEngines } from './test-database.js';
import { inTransaction } from './transaction.js';

describe.each(testEngines())('transactions on the %s engine', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase({ engine });
    await sql`create table probe (id serial primary key, writer text not null, step int not null, unique (writer, step))`.execute(db.kysely);
  });
  afterAll(() => db?.close());
  beforeEach(async () => {
    await sql`truncate probe`.execute(db.kysely);
  });

  const writersSteps = async () =>
    (await sql<{ writer: string; step: number }>`select writer, step from probe order by id`.execute(db.kysely)).rows;

  it('never lets a transaction see what another one has not committed, and a failing one leaves nothing', async () => {
    const seenByA: number[] = [];
    const a = inTransaction(db, async (trx) => {
      for (let step = 1; step <= 3; step++) {
        await sql`insert into probe (writer, step) values ('a', ${step})`.execute(trx);
        await sleep(15);
        const { rows } = await sql<{ n: number }>`select count(*) as n from probe where writer = 'b'`.execute(trx);
        seenByA.push(rows[0]!.n);
      }
    });
    const b = inTransaction(db, async (trx) => {
      for (let step = 1; step <= 3; step++) {
        await sql`insert into probe (writer, step) values ('b', ${step})`.execute(trx);
        await sleep(10);
      }
      throw new Error('b gives up');
    });
    await expect(b).rejects.toThrow('b gives up');
    await a;
    expect(seenByA).toEqual([0, 0, 0]);
    expect(await writersSteps()).toEqual([1, 2, 3].map((step) => ({ writer: 'a', step })));
  });

  it('rolls back everything before a failed statement and keeps serving queries afterwards', async () => {
    const failing = inTransaction(db, async (trx) => {
      await sql`insert into probe (writer, step) values ('c', 1)`.execute(trx);
      await sql`insert into probe (writer, step) values ('c', 2)`.execute(trx);
      await sql`insert into probe (writer, step) values ('c', 1)`.execute(trx);
    });
    const error = await failing.catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await writersSteps()).toEqual([]);
    await inTransaction(db, (trx) => sql`insert into probe (writer, step) values ('c', 3)`.execute(trx));
    expect(await writersSteps()).toEqual([{ writer: 'c', step: 3 }]);
  });

  it('returns what the work returns once committed', async () => {
    const id = await inTransaction(db, async (trx) => {
      const { rows } = await sql<{ id: number }>`insert into probe (writer, step) values ('d', 1) returning id`.execute(trx);
      return rows[0]!.id;
    });
    expect(typeof id).toBe('number');
    expect(await writersSteps()).toEqual([{ writer: 'd', step: 1 }]);
  });
});

describe('the embedded engine, one session for everyone', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase({ engine: 'embedded' });
    await sql`create table log (id serial primary key, entry text not null)`.execute(db.kysely);
  });
  afterAll(() => db?.close());

  it('runs concurrent transactions one after the other, never interleaved', async () => {
    const order: string[] = [];
    const work = (name: string) =>
      inTransaction(db, async (trx) => {
        for (let step = 1; step <= 3; step++) {
          order.push(`${name}${step}`);
          await sql`insert into log (entry) values (${`${name}${step}`})`.execute(trx);
          await sleep(5);
        }
      });
    await Promise.all([work('a'), work('b'), work('c')]);
    expect(order).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3']);
  });

  it('serves queries waiting behind a transaction in the order they were issued', async () => {
    await sql`truncate log`.execute(db.kysely);
    let release!: () => void;
    let started!: () => void;
    const holding = new Promise<void>((resolve) => (started = resolve));
    const held = inTransaction(db, async (trx) => {
      await sql`insert into log (entry) values ('trx')`.execute(trx);
      const released = new Promise<void>((resolve) => (release = resolve));
      started();
      await released;
    });
    await holding;
    const waiting = ['q1', 'q2', 'q3'].map((entry) => sql`insert into log (entry) values (${entry})`.execute(db.kysely));
    await sleep(20);
    release();
    await Promise.all([held, ...waiting]);
    const { rows } = await sql<{ entry: string }>`select entry from log order by id`.execute(db.kysely);
    expect(rows.map((row) => row.entry)).toEqual(['trx', 'q1', 'q2', 'q3']);
  });
});

describe.each(testEngines())('misusing a transaction on the %s engine', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase({ engine });
  });
  afterAll(() => db?.close());

  it('fails at once, instead of hanging, when the work queries db.kysely or nests inTransaction', async () => {
    const viaDb = inTransaction(db, async () => db.kysely.selectFrom('settings').selectAll().execute());
    await expect(viaDb).rejects.toThrow(/use the transaction handed to the work/);
    const nested = inTransaction(db, async () => inTransaction(db, async () => 1));
    await expect(nested).rejects.toThrow(/nested inTransaction/);
    // Before and after the transaction, db.kysely is the right handle again.
    const after = await inTransaction(db, async (trx) => trx.selectFrom('settings').select('id').execute()).then(() =>
      db.kysely.selectFrom('settings').select('id').execute(),
    );
    expect(after).toEqual([{ id: 1 }]);
  });
});
