import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { dropSortIndexesOnColumn } from '../views/sort-index-names.js';
import { fieldColumnName, userTable } from './user-table-ddl.js';

/**
 * A column rewrite: the field's column gets `columnType`, each value computed by `using` (an SQL
 * expression over the old column; literals only, since it may run inside DDL).
 */
export interface ColumnConversion {
  tableId: number;
  fieldId: number;
  columnType: string;
  using: RawBuilder<unknown>;
}

// The SQL of column conversions (column-conversion.ts decides which runs when): in place in one
// statement, or through a shadow column filled a chunk at a time and swapped in.

/** Where a conversion builds a field's new column. Never `field_<id>`, so no row query ever selects it. */
export function shadowColumnName(fieldId: number): string {
  return `shadow_field_${fieldId}`;
}

/** Whether the table holds more than `rows` rows; reads at most `rows + 1` of them. */
export async function hasMoreRowsThan(db: Executor, tableId: number, rows: number): Promise<boolean> {
  const { rows: [counted] } = await sql<{ n: number }>`
    select count(*)::int as n from (select 1 from ${userTable(tableId)} limit ${rows + 1}) as head`.execute(db);
  return (counted?.n ?? 0) > rows;
}

/**
 * Converts the field's column in one statement, which rewrites the whole table. On PostgreSQL it
 * is bounded by the statement timeout like any statement (DATABASE_STATEMENT_TIMEOUT_MS). The
 * column's sort indexes go first: one of text under a collation could not follow it to a number.
 */
export async function alterColumnType(db: Executor, conversion: ColumnConversion): Promise<void> {
  const { tableId, fieldId, columnType, using } = conversion;
  await dropSortIndexesOnColumn(db, tableId, fieldId);
  await sql`alter table ${userTable(tableId)} alter column ${sql.id(fieldColumnName(fieldId))} type ${sql.raw(columnType)} using ${using}`.execute(db);
}

/** Adds an empty shadow column of the new type, first dropping any that a crashed conversion left. */
export async function addShadowColumn(db: Executor, conversion: ColumnConversion): Promise<void> {
  await dropShadowColumn(db, conversion);
  await sql`alter table ${userTable(conversion.tableId)} add column ${sql.id(shadowColumnName(conversion.fieldId))} ${sql.raw(conversion.columnType)}`.execute(db);
}

/** Fills the shadow column of the (at most `limit`) rows next by id after `afterId`; answers how many and the last id. */
export async function fillShadowChunk(db: Executor, conversion: ColumnConversion, afterId: number, limit: number): Promise<{ rows: number; lastId: number }> {
  const table = userTable(conversion.tableId);
  // Keyset by id, and a range rather than a join: a join with the chunk's ids is planned as a
  // scan of the whole table (user tables have no statistics), a range as one index scan.
  const { rows: [filled] } = await sql<{ rows: number; lastId: number | null }>`
    with filled as (
      update ${table} set ${sql.id(shadowColumnName(conversion.fieldId))} = ${conversion.using}
      where id > ${afterId} and id <= (select max(id) from (select id from ${table} where id > ${afterId} order by id limit ${limit}) as chunk)
      returning id)
    select count(*)::int as rows, max(id) as "lastId" from filled`.execute(db);
  return { rows: filled?.rows ?? 0, lastId: filled?.lastId ?? afterId };
}

/**
 * Puts the shadow column in the field's place: drops the old column and renames the shadow, which
 * changes the catalog only. Field columns carry no default, constraint or index (see
 * user-table-ddl.ts); one that ever does must be recreated here.
 */
export async function swapInShadowColumn(db: Executor, conversion: ColumnConversion): Promise<void> {
  const table = userTable(conversion.tableId);
  const column = fieldColumnName(conversion.fieldId);
  await sql`alter table ${table} drop column ${sql.id(column)}`.execute(db);
  await sql`alter table ${table} rename column ${sql.id(shadowColumnName(conversion.fieldId))} to ${sql.id(column)}`.execute(db);
}

/** Drops the field's shadow column, if there is one. */
export async function dropShadowColumn(db: Executor, conversion: ColumnConversion): Promise<void> {
  await sql`alter table ${userTable(conversion.tableId)} drop column if exists ${sql.id(shadowColumnName(conversion.fieldId))}`.execute(db);
}
