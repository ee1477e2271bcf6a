import { DomainError } from '@cellar/core';
import { sql } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../callers/caller.js';
import type { Executor } from '../../../db/executor.js';
import type { Emit } from '../../../events/unit-of-work.js';
import { addTrashEntry } from '../../../trash/trash-entries.js';
import { listFields, type FieldRecord } from '../../fields/fields.repo.js';
import type { TableInGroup } from '../../table.policy.js';
import { lockTableInTransaction } from '../../tables/table-write-lock.js';
import { userTable } from '../../tables/user-table-ddl.js';
import { deleteRowHistory } from '../history/row-history.repo.js';
import { deleteCommentsOfRows } from '../../row-comments/row-comments.repo.js';
import { underFieldConstraints } from '../constraint-savepoint.js';
import { rowsByIds } from '../row-presenter.js';
import { primaryTextSql } from './row-names.js';
import { notePresenceChanged } from '../../formulas/recompute/pending-changes.js';

// Deleting rows moves them to the trash (issue 33): their `trashed` flag is set in one statement and
// one trash entry says so, `row` for one row and `rows` for a batch, as the reference's
// RowTrashableItemType and RowsTrashableItemType. Their links stay, hidden while they are trashed
// (live-rows.ts), so restoring brings them back on both sides; purging deletes them for good.

/** How many of a batch's names its trash entry keeps for the trash list. */
const namesShown = 10;

/** Flags the rows of `ids` that are out of the trash; answers those it flagged. */
export async function flagTrashed(trx: Executor, tableId: number, ids: readonly number[], trashed: boolean): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: number }>`update ${userTable(tableId)} set trashed = ${trashed}
    where id = any(${[...ids]}::integer[]) and trashed = ${!trashed} returning id`.execute(trx);
  const flagged = rows.map((row) => Number(row.id));
  // Lookups, rollups and counts of linked rows leave trashed rows out (issue 34).
  notePresenceChanged(trx, tableId, flagged);
  return flagged;
}

/**
 * Moves the rows of `ids` that exist and are out of the trash to it, with one entry: `row` when
 * `single` (the single-row endpoint), else `rows` with the ids to restore together. One statement
 * flags them and answers their names; answers the trashed ids in the order given (a caller refusing
 * missing ones throws, and its transaction takes the flags back).
 */
export async function trashRows(trx: Executor, caller: Caller | null, table: TableInGroup, fields: FieldRecord[], ids: readonly number[], single: boolean): Promise<number[]> {
  if (ids.length === 0) return [];
  const text = primaryTextSql(fields) ?? sql`null`;
  const { rows } = await sql<{ id: number; name: string | null }>`update ${userTable(table.id)} set trashed = true
    where id = any(${[...ids]}::integer[]) and not trashed returning id, ${text} as name`.execute(trx);
  const names = new Map(rows.map((row) => [Number(row.id), row.name]));
  const trashed = ids.filter((id) => names.has(id));
  notePresenceChanged(trx, table.id, trashed);
  const [first] = trashed;
  if (first === undefined) return [];
  // Names are shown in a list: a long cell is cut, as the trash modal would.
  const shown = trashed.slice(0, namesShown).map((id) => (names.get(id) || String(id)).slice(0, 200));
  const place = { parentItemId: table.id, groupId: table.groupId, applicationId: table.database_id, parentName: table.name };
  await addTrashEntry(trx, caller, single
    ? { type: 'row', itemId: first, name: shown[0] ?? String(first), names: shown.slice(0, 1), ...place }
    : { type: 'rows', itemId: first, name: `${trashed.length} rows`, names: shown, restoration: { row_ids: trashed }, ...place });
  return trashed;
}

/** Whether the table of trashed rows can take them back: it exists and, when tables can be trashed, is not. */
async function requireLiveTable(trx: Executor, tableId: number): Promise<void> {
  // The flag is read through the row's JSON so this works whether or not tables carry one yet
  // (tables join the trash with their own migration): a table without it is never trashed.
  const { rows } = await sql<{ trashed: boolean | null }>`select (to_jsonb(t) ->> 'trashed')::boolean as trashed
    from database_tables as t where id = ${tableId}`.execute(trx);
  const [table] = rows;
  if (!table) throw new DomainError('ERROR_TRASH_ITEM_DOES_NOT_EXIST');
  if (table.trashed) throw new DomainError('ERROR_CANNOT_RESTORE_PARENT_BEFORE_CHILD');
}

/**
 * Brings trashed rows back in one statement and announces each as created, presented as a created
 * row is. Rows already back, or purged, are skipped; none at all is ERROR_TRASH_ITEM_DOES_NOT_EXIST.
 */
export async function restoreRows(ctx: AppContext, trx: Executor, tableId: number, groupId: number, ids: readonly number[], emit: Emit): Promise<number[]> {
  await requireLiveTable(trx, tableId);
  // A write to the table as any other: it takes its turn with the table's writes in every process.
  await lockTableInTransaction(trx, tableId);
  // A unique value a row held may have been taken while it was in the trash (the index leaves trashed
  // rows out, as the reference's): the restore is then refused whole with ERROR_FIELD_DATA_CONSTRAINT.
  const restored = await underFieldConstraints(trx, () => flagTrashed(trx, tableId, ids, false));
  if (restored.length === 0) throw new DomainError('ERROR_TRASH_ITEM_DOES_NOT_EXIST');
  // Their formulas, and those of rows linked to them, are brought up to date before they are presented.
  await ctx.settleChange?.(trx, emit, { tableId, rowIds: restored });
  const fields = await listFields(trx, tableId);
  // Presented in chunks: one read per 1,000 rows keeps each statement's parameters small.
  for (let start = 0; start < restored.length; start += 1_000) {
    const rows = await rowsByIds(trx, tableId, fields, restored.slice(start, start + 1_000), { publicUrl: ctx.config.publicUrl, mediaUrl: ctx.config.mediaUrl });
    for (const row of rows) emit({ type: 'row_created', groupId, tableId, row, beforeRowId: null });
  }
  return restored;
}

/** Deletes trashed rows for good with their history; their links go with them (the relation tables' foreign keys cascade). */
export async function purgeRows(trx: Executor, tableId: number, ids: readonly number[]): Promise<void> {
  // A table deleted for good took its rows with it.
  const exists = await sql<{ name: string | null }>`select to_regclass(${`database_table_${tableId}`})::text as name`.execute(trx);
  if (!exists.rows[0]?.name || ids.length === 0) return;
  await sql`delete from ${userTable(tableId)} where id = any(${[...ids]}::integer[]) and trashed`.execute(trx);
  await deleteRowHistory(trx, tableId, ids);
  await deleteCommentsOfRows(trx, tableId, ids);
}
