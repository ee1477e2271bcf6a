import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { createTestDatabase } from '../../src/db/test-database.js';
import { snapshotState } from './state-snapshot.js';
import { StateWatch } from './state-watch.js';

// The fuzz suite and the permission matrix trust this watch to say "nothing changed": it must see
// every kind of write a refused call could leave behind, in old tables and in ones made since.
let db: Database;
let watch: StateWatch;
beforeAll(async () => {
  db = await createTestDatabase();
  await sql`create table watched (id int primary key, name text)`.execute(db.kysely);
  watch = await StateWatch.start(db);
});
afterAll(() => db?.close());

async function changes(statement: ReturnType<typeof sql>): Promise<boolean> {
  const before = await watch.current();
  await statement.execute(db.kysely);
  return JSON.stringify(await watch.current()) !== JSON.stringify(before);
}

describe('the state watch', () => {
  it('sees inserts, updates, deletes and truncation of a table that existed before it started', async () => {
    expect(await changes(sql`insert into watched values (1, 'a')`)).toBe(true);
    expect(await changes(sql`update watched set name = 'b'`)).toBe(true);
    expect(await changes(sql`delete from watched`)).toBe(true);
    await sql`insert into watched values (2, 'c')`.execute(db.kysely);
    expect(await changes(sql`truncate watched`)).toBe(true);
  });

  it('sees a table created, altered and written after it started, and one dropped', async () => {
    expect(await changes(sql`create table later (id int)`)).toBe(true);
    expect(await changes(sql`alter table later add column note text`)).toBe(true);
    expect(await changes(sql`insert into later values (1, 'x')`)).toBe(true);
    expect(await changes(sql`drop table later`)).toBe(true);
  });

  it('answers the same state, unread, when nothing wrote; and the same content after a rolled-back write', async () => {
    const before = await watch.current();
    await sql`select count(*) from watched`.execute(db.kysely);
    expect(await watch.current()).toBe(before);
    await db.kysely
      .transaction()
      .execute(async (trx) => {
        await sql`insert into watched values (3, 'never')`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await watch.current()).toEqual(before);
  });

  it('reads again only what was written, and still answers what a full read would', async () => {
    await sql`create table other (id int primary key)`.execute(db.kysely);
    await sql`insert into other values (1), (2)`.execute(db.kysely);
    await watch.current();
    expect(await changes(sql`insert into watched values (4, 'd')`)).toBe(true);
    expect(await watch.current()).toEqual(await snapshotState(db));
  });

  it('sees a table dropped and made again under its name, with other rows', async () => {
    await sql`create table remade (id int)`.execute(db.kysely);
    await sql`insert into remade values (1)`.execute(db.kysely);
    expect((await watch.current()).remade?.rows).toHaveLength(1);
    await sql`drop table remade`.execute(db.kysely);
    await sql`create table remade (id int)`.execute(db.kysely);
    expect((await watch.current()).remade?.rows).toEqual([]);
  });
});
