import type { FieldTypeName } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createTestDatabase, testEngines } from '../../db/test-database.js';
import { inTransaction } from '../../db/transaction.js';
import { alterColumnType, shadowColumnName } from '../tables/conversion-ddl.js';
import { systemColumns } from '../tables/system-columns.js';
import { tableWriteLocks } from '../tables/table-write-lock.js';
import { createUserTable, fieldColumnName, userTable, userTableName } from '../tables/user-table-ddl.js';
import { ChunkSizer } from './chunk-sizer.js';
import { prepareColumnConversion, type ColumnConversion, type ConversionOptions } from './column-conversion.js';
import { serverFieldTypes } from './server-field-types.js';

const values = [
  '10.555', '-3', 'abc', '  7 ', null, '', '1e5', '0.005', '+4.5', '1234567890123456789012345678901234567890',
  'yes', ' T ', 'off', '2021-07-22', '22-7-2021', '31/02/2021', 'https://example.com/a', 'a@b.co', 'x@y',
];
const targets: [string, FieldTypeName, Record<string, unknown>][] = [
  ['number', 'number', { number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true }],
  ['positive integer', 'number', { number_type: 'INTEGER', number_decimal_places: 0, number_negative: false }],
  ['boolean', 'boolean', {}],
  ['date', 'date', { date_format: 'EU', date_include_time: false, date_time_format: '24' }],
  ['date and time', 'date', { date_format: 'US', date_include_time: true, date_time_format: '12' }],
  ['email', 'email', {}],
];
// Five rows a chunk: the small tables here go through the shadow column, in several chunks.
const small = (): ConversionOptions => ({ chunks: new ChunkSizer({ first: 5, min: 5, max: 5, targetMs: 25 }) });

/** The conversion of a text column to `type`, as the field services plan it from the registry. */
function fromText(tableId: number, fieldId: number, type: FieldTypeName, options: Record<string, unknown>): ColumnConversion {
  const target = serverFieldTypes[type];
  const text = serverFieldTypes.text.toTextSql(sql.ref(fieldColumnName(fieldId)), {});
  return { tableId, fieldId, columnType: String(target.columnType(options)), using: target.fromTextSql(text, options) };
}

describe.each(testEngines())('column conversion on the %s engine', (engine) => {
  let db: Database;
  let nextTableId = 9_000;
  beforeAll(async () => {
    db = await createTestDatabase({ engine });
  });
  afterAll(() => db?.close());

  /** A fresh user table with text columns field_1 and field_2, each holding `cells` in id order. */
  async function textTable(cells: (string | null)[]): Promise<number> {
    const tableId = (nextTableId += 1);
    await createUserTable(db.kysely, tableId);
    await sql`alter table ${userTable(tableId)} add column field_1 text, add column field_2 text`.execute(db.kysely);
    for (const cell of cells) await sql`insert into ${userTable(tableId)} (field_1, field_2) values (${cell}, ${cell})`.execute(db.kysely);
    return tableId;
  }
  const columns = async (tableId: number) =>
    (await sql<{ name: string; type: string }>`select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
      where attrelid = ${userTableName(tableId)}::regclass and attnum > 0 and not attisdropped order by attname`.execute(db.kysely)).rows;
  const cells = async (tableId: number, column = 'field_1') =>
    (await sql<{ cell: string | null }>`select ${sql.ref(column)}::text as cell from ${userTable(tableId)} order by id`.execute(db.kysely)).rows.map((row) => row.cell);
  /** What the field services do: prepare, then apply in the change's transaction, under the table's lock. */
  const convert = (conversion: ColumnConversion, options?: ConversionOptions) =>
    tableWriteLocks.run(conversion.tableId, async () => {
      const prepared = await prepareColumnConversion(db, conversion, options);
      await inTransaction(db, (trx) => prepared.apply(trx));
    });

  it.each(targets)('converts text to %s exactly as the single ALTER does', async (_label, type, options) => {
    const tableId = await textTable([...values, ...values.slice().reverse()]);
    await convert(fromText(tableId, 1, type, options), small());
    await alterColumnType(db.kysely, fromText(tableId, 2, type, options));
    const [one, two] = [await cells(tableId, 'field_1'), await cells(tableId, 'field_2')];
    expect(one).toEqual(two);
    expect(one.some((cell) => cell !== null)).toBe(true);
    const types = Object.fromEntries((await columns(tableId)).map((column) => [column.name, column.type]));
    expect(types.field_1).toBe(types.field_2);
    expect(types).not.toHaveProperty(shadowColumnName(1));
  });

  it('keeps answering other queries while it converts a big table', async () => {
    const tableId = await textTable([]);
    await sql`insert into ${userTable(tableId)} (field_1) select (i * 7 % 100000)::text from generate_series(1, 100000) as i`.execute(db.kysely);
    let finished = false;
    const conversion = convert(fromText(tableId, 1, 'number', targets[0]![2])).finally(() => (finished = true));
    let pingsMeanwhile = 0;
    while (!finished) {
      await db.ping();
      if (!finished) pingsMeanwhile += 1;
    }
    await conversion;
    // One ALTER on the embedded engine's single connection lets two pings through: one before it
    // starts, one between the row count and the ALTER. In chunks, one gets through per chunk.
    expect(pingsMeanwhile).toBeGreaterThanOrEqual(10);
    const { rows } = await sql<{ n: number; total: string }>`select count(field_1)::int as n, sum(field_1)::text as total from ${userTable(tableId)}`.execute(db.kysely);
    expect(rows[0]).toEqual({ n: 100_000, total: (await sql<{ total: string }>`select sum(i * 7 % 100000)::numeric(60, 2)::text as total from generate_series(1, 100000) as i`.execute(db.kysely)).rows[0]?.total });
  });

  it('discards what it prepared, leaving the table as it was, however often discarded', async () => {
    const tableId = await textTable(values);
    const [columnsBefore, cellsBefore] = [await columns(tableId), await cells(tableId)];
    const prepared = await tableWriteLocks.run(tableId, () => prepareColumnConversion(db, fromText(tableId, 1, 'number', targets[0]![2]), small()));
    await prepared.discard();
    await prepared.discard();
    expect(await columns(tableId)).toEqual(columnsBefore);
    expect(await cells(tableId)).toEqual(cellsBefore);
  });

  it('leaves the table as it was when the change applying it rolls back', async () => {
    const tableId = await textTable(values);
    const [columnsBefore, cellsBefore] = [await columns(tableId), await cells(tableId)];
    const prepared = await prepareColumnConversion(db, fromText(tableId, 1, 'boolean', {}), small());
    const change = inTransaction(db, async (trx) => {
      await prepared.apply(trx);
      throw new Error('the change failed after the conversion');
    });
    await expect(change).rejects.toThrow('the change failed');
    await prepared.discard();
    expect(await columns(tableId)).toEqual(columnsBefore);
    expect(await cells(tableId)).toEqual(cellsBefore);
  });

  // Only the embedded engine fills a shadow column in chunks; PostgreSQL converts in one statement.
  it.runIf(engine === 'embedded')('keeps serving the old column until the commit, and a write waiting for the lock lands after it', async () => {
    const tableId = await textTable(values);
    const conversion = fromText(tableId, 1, 'number', targets[0]![2]);
    const log: string[] = [];
    let write: Promise<void> | undefined;
    let read: Promise<(string | null)[]> | undefined;
    const onChunk = () => {
      read ??= cells(tableId);
      // As the row services write: under the table's lock, in a transaction of their own.
      write ??= tableWriteLocks.run(tableId, async () => {
        log.push('write');
        await inTransaction(db, async (trx) => {
          await sql`update ${userTable(tableId)} set field_1 = '42' where id = 1`.execute(trx);
          await sql`insert into ${userTable(tableId)} (field_1) values ('8.5')`.execute(trx);
        });
      });
    };
    await tableWriteLocks.run(tableId, async () => {
      const prepared = await prepareColumnConversion(db, conversion, { ...small(), onChunk });
      await inTransaction(db, (trx) => prepared.apply(trx));
      log.push('committed');
    });
    await write;
    expect(log).toEqual(['committed', 'write']);
    expect(await read).toEqual(values);
    const after = await cells(tableId);
    expect([after[0], after.at(-1), after.length]).toEqual(['42.00', '8.50', values.length + 1]);
  });

  it.runIf(engine === 'embedded')('drops a shadow column a crashed conversion left, and converts anew', async () => {
    const tableId = await textTable(values);
    await sql`alter table ${userTable(tableId)} add column ${sql.id(shadowColumnName(1))} boolean default true`.execute(db.kysely);
    await convert(fromText(tableId, 1, 'number', targets[0]![2]), small());
    await alterColumnType(db.kysely, fromText(tableId, 2, 'number', targets[0]![2]));
    expect(await cells(tableId, 'field_1')).toEqual(await cells(tableId, 'field_2'));
    expect((await columns(tableId)).map((column) => column.name)).toEqual(['field_1', 'field_2', 'id', 'order', ...systemColumns].sort());
  });
});
