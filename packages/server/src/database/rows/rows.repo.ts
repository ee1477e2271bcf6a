import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import { serverFieldTypes } from '../fields/server-field-types.js';
import type { RowAuthor } from '../tables/system-columns.js';
import { fieldColumnName, hasColumn, userTable } from '../tables/user-table-ddl.js';
import { liveRowSql } from './live-rows.js';
import { noteCellsChanged, notePresenceChanged } from '../formulas/recompute/pending-changes.js';

/** A row as the database returns it: id, order and `field_<id>` columns. */
export type RawRow = { id: number; order: string } & Record<string, unknown>;

/** Cells to write: field id → API value (already checked by core). */
export type CellValues = Map<number, unknown>;

// The fields reading the row's system columns (last modified, by whom), which every write stamps.
function systemFieldIds(fields: FieldRecord[]): number[] {
  return fields.filter((field) => serverFieldTypes[field.type].systemColumn !== undefined).map((field) => field.id);
}

/** Turns API values into the column → parameter map of an insert or update. */
export function toColumns(fields: FieldRecord[], cells: CellValues): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const field of fields) {
    if (!cells.has(field.id) || !hasColumn(field)) continue;
    columns[fieldColumnName(field.id)] = serverFieldTypes[field.type].toDb(cells.get(field.id), field.options);
  }
  return columns;
}

/** Lets each field type write the values it keeps outside the table (a link's relation rows), once the rows exist. */
async function writeExternalCells(db: Executor, fields: FieldRecord[], rows: { rowId: number; cells: CellValues }[]): Promise<void> {
  for (const field of fields) {
    const write = serverFieldTypes[field.type].writeExternal;
    const holders = rows.filter((row) => row.cells.has(field.id));
    if (write && holders.length > 0) await write(db, field, holders.map((row) => ({ rowId: row.rowId, value: row.cells.get(field.id) })));
  }
}

/**
 * Inserts many rows with the given orders, in chunks that stay under the parameter limit. The same
 * statement stamps the system columns: both times by their default, now(), both users with `author`.
 */
export async function insertRows(db: Executor, tableId: number, fields: FieldRecord[], rows: { order: string; cells: CellValues }[], author: RowAuthor): Promise<number[]> {
  const ids: number[] = [];
  const perChunk = Math.max(1, Math.floor(30_000 / (fields.length + 3)));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk).map((row) => ({ order: row.order, created_by: author, updated_by: author, ...toColumns(fields, row.cells) }));
    const columns = Object.keys(chunk[0] ?? { order: 1 });
    const values = chunk.map((row) => sql`(${sql.join(columns.map((column) => (row as Record<string, unknown>)[column] ?? null))})`);
    const inserted = await sql<{ id: number }>`insert into ${userTable(tableId)} (${sql.join(columns.map((c) => sql.id(c)))}) values ${sql.join(values)} returning id`.execute(db);
    ids.push(...inserted.rows.map((row) => row.id));
  }
  await writeExternalCells(db, fields, rows.map((row, index) => ({ rowId: ids[index] as number, cells: row.cells })));
  // New rows: their formulas compute, and those reading them through links (issue 34).
  notePresenceChanged(db, tableId, ids);
  return ids;
}

/**
 * Writes some cells of one row and stamps it updated, now and by `author`, in the same statement
 * (an update naming no cell too, as Baserow's does); answers whether the row exists out of the trash.
 */
export async function updateRowCells(db: Executor, tableId: number, rowId: number, fields: FieldRecord[], cells: CellValues, author: RowAuthor): Promise<boolean> {
  const columns = toColumns(fields, cells);
  const assignments = Object.entries(columns).map(([column, value]) => sql`${sql.id(column)} = ${value}`);
  const set = sql.join([...assignments, sql`updated_on = now()`, sql`updated_by = ${author}`]);
  const updated = await sql`update ${userTable(tableId)} set ${set} where id = ${rowId} and ${liveRowSql()}`.execute(db);
  const exists = Number(updated.numAffectedRows ?? 0) > 0;
  if (exists) await writeExternalCells(db, fields, [{ rowId, cells }]);
  // The formulas reading these cells recompute (issue 34); updated_on and updated_by changed too.
  if (exists) noteCellsChanged(db, [...cells.keys(), ...systemFieldIds(fields)], [rowId]);
  return exists;
}
