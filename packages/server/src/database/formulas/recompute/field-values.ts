import { sql } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { Executor } from '../../../db/executor.js';
import { ChunkSizer } from '../../fields/chunk-sizer.js';
import type { FieldRecord } from '../../fields/fields.repo.js';
import type { Expr } from '../../fields/server-field-type.js';
import { fieldColumnName, userTable } from '../../tables/user-table-names.js';
import type { RowSet } from './row-set.js';
import { rowAlias } from './value-sql.js';

// The lowest int4: `id > beforeFirstId` holds for every row.
const beforeFirstId = -2_147_483_648;

/**
 * Writes a computed field's values (`value`, computedValueSql over the row `t`) for the rows
 * reached, in one set-based UPDATE (issue 34: never a statement per row), in the change's
 * transaction. Trashed rows are computed too: a restore shows them as they would be.
 */
export async function writeComputedValues(db: Executor, field: FieldRecord, value: Expr, rows: RowSet): Promise<void> {
  await writeComputedColumns(db, field.table_id, [{ field, value }], rows);
}

/** The same for several fields of one table that read none of each other, in one UPDATE. */
export async function writeComputedColumns(db: Executor, tableId: number, columns: readonly { field: FieldRecord; value: Expr }[], rows: RowSet): Promise<void> {
  if ((rows !== 'all' && rows.size === 0) || columns.length === 0) return;
  const where = rows === 'all' ? sql`` : sql`where ${sql.ref(`${rowAlias}.id`)} = any(${[...rows]}::integer[])`;
  const set = sql.join(columns.map(({ field, value }) => sql`${sql.id(fieldColumnName(field.id))} = ${value}`));
  await sql`update ${userTable(tableId)} as ${sql.id(rowAlias)} set ${set} ${where}`.execute(db);
}

/**
 * Fills every row of a new computed field on the embedded engine, whose one connection a single
 * UPDATE of a big table would hold for seconds: short statements by id range, sized to about
 * 25 ms each (fields/chunk-sizer.ts), so /_health and grids are served between them. Run under the
 * table's write lock, after the field's transaction committed.
 */
export async function fillComputedInChunks(db: Database, field: FieldRecord, value: Expr, chunks = new ChunkSizer()): Promise<void> {
  const table = userTable(field.table_id);
  const column = sql.id(fieldColumnName(field.id));
  const id = sql.ref(`${rowAlias}.id`);
  let afterId = beforeFirstId;
  for (;;) {
    const limit = chunks.size;
    const started = performance.now();
    // A range rather than a join with the chunk's ids: user tables have no statistics, and a range is one index scan.
    const { rows: [chunk] } = await sql<{ rows: number; lastId: number | null }>`
      with filled as (
        update ${table} as ${sql.id(rowAlias)} set ${column} = ${value}
        where ${id} > ${afterId} and ${id} <= (select max(id) from (select id from ${table} where id > ${afterId} order by id limit ${limit}) as chunk)
        returning ${id})
      select count(*)::int as rows, max(id) as "lastId" from filled`.execute(db.kysely);
    const rows = chunk?.rows ?? 0;
    if (rows === 0) return;
    chunks.record(rows, performance.now() - started);
    if (rows < limit) return;
    afterId = chunk?.lastId ?? afterId;
  }
}
