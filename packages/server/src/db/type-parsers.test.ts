import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { createTestDatabase, testEngines } from './test-database.js';

// One table, run on every engine: equal expectations on each mean services see the same values
// whichever engine the instance runs on.
const cases: Array<[label: string, expression: string, expected: unknown]> = [
  ['count(*) is a number', 'select count(*) as v from (values (1), (2), (3)) t', 3],
  ['int8 is a number', "select 12345678901::int8 as v", 12345678901],
  ['int4 is a number', 'select 42 as v', 42],
  ['float8 is a number', 'select 3.5::float8 as v', 3.5],
  ['numeric keeps exact decimals as text', 'select 0.1::numeric + 0.2::numeric as v', '0.3'],
  ['numeric keeps its scale', "select '1.10'::numeric(10, 2) as v", '1.10'],
  ['huge numeric is not rounded', "select '12345678901234567890.123456789'::numeric as v", '12345678901234567890.123456789'],
  ['date is YYYY-MM-DD text', "select '2024-02-29'::date as v", '2024-02-29'],
  ['timestamptz is a Date', "select '2024-01-02 03:04:05.678+02'::timestamptz as v", new Date('2024-01-02T01:04:05.678Z')],
  ['microseconds are truncated', "select '2024-01-02 03:04:05.999999+00'::timestamptz as v", new Date('2024-01-02T03:04:05.999Z')],
  ['timestamp is a local Date', "select '2024-07-08 09:10:11.5'::timestamp as v", new Date(2024, 6, 8, 9, 10, 11, 500)],
  ['year 1 survives', "select '0001-01-01 00:00:00+00'::timestamptz as v", new Date('0001-01-01T00:00:00Z')],
  ['BC years survive', "select '0044-03-15 12:00:00+00 BC'::timestamptz as v", new Date('-000043-03-15T12:00:00Z')],
  ['infinity stays infinite', "select 'infinity'::timestamptz as v", Infinity],
  ['bool is a boolean', 'select true as v', true],
  ['jsonb is parsed', `select '{"a": [1, "x", null]}'::jsonb as v`, { a: [1, 'x', null] }],
  ['json is parsed', `select '[{"b": false}]'::json as v`, [{ b: false }]],
  ['null stays null', 'select null::int8 as v', null],
  ['int8[] holds numbers', 'select array[1, 2]::int8[] as v', [1, 2]],
  ['date[] holds text, nulls kept', "select array['2024-01-01'::date, null] as v", ['2024-01-01', null]],
  ['numeric[] holds text', 'select array[1.50, 2]::numeric[] as v', ['1.50', '2']],
  ['timestamptz[] holds Dates', "select array['2024-01-02 00:00:00+00'::timestamptz] as v", [new Date('2024-01-02T00:00:00Z')]],
  ['sessions run in UTC', "select current_setting('TimeZone') as v", 'UTC'],
];

describe.each(testEngines())('values on the %s engine', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase({ engine });
  });
  afterAll(() => db?.close());

  it.each(cases)('%s', async (_label, expression, expected) => {
    const { rows } = await sql.raw<{ v: unknown }>(expression).execute(db.kysely);
    expect(rows[0]?.v).toEqual(expected);
  });

  it('takes Dates, JSON text and dates as parameters and gives them back unchanged', async () => {
    const at = new Date('2023-05-06T07:08:09.123Z');
    const { rows } = await sql<{ at: Date; doc: unknown; day: string }>`
      select ${at}::timestamptz as at, ${JSON.stringify({ k: [1, 2] })}::jsonb as doc, ${'2023-12-31'}::date as day`.execute(db.kysely);
    expect(rows[0]).toEqual({ at, doc: { k: [1, 2] }, day: '2023-12-31' });
  });

  it('gives the migrated users table its typed values', async () => {
    const user = await db.kysely
      .insertInto('users')
      .values({ first_name: 'Ada', email: `ada-${engine}@example.com`, password_hash: 'x' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: 'Ada', is_staff: false, is_active: true, last_login: null });
    expect(typeof user.id).toBe('number');
    expect(user.date_joined).toBeInstanceOf(Date);
    expect(user.password_changed_at).toBeInstanceOf(Date);
  });
});
