import type { RowHistoryEntry } from '@cellar/core';
import { sql } from 'kysely';
import type { Caller } from '../../../callers/caller.js';
import type { Executor } from '../../../db/executor.js';
import type { RowDiff } from './row-changes.js';

/** Who made a change and through which action: what every history entry of that change shares. */
export interface HistoryAuthor {
  caller: Caller;
  actionId: number | null;
  actionType: string;
  command: 'DO' | 'UNDO' | 'REDO';
}

/** How long entries are kept when ROW_HISTORY_RETENTION_DAYS is not set, as the issue asks. */
export const defaultRowHistoryRetentionDays = 180;

/** Writes the history of a change to rows in one statement, in the change's transaction: one entry per changed row. */
export async function insertRowHistory(trx: Executor, tableId: number, author: HistoryAuthor, diffs: readonly RowDiff[]): Promise<void> {
  if (diffs.length === 0) return;
  const { caller, actionId, actionType, command } = author;
  // Arrays of one value per entry: a batch of 200 rows is one statement with a few parameters.
  await sql`insert into row_history (table_id, row_id, action_id, action_type, action_command_type, user_id, user_name, before, after, fields_metadata)
    select ${tableId}, e.row_id, ${actionId}, ${actionType}, ${command}, ${caller.user.id}, ${caller.user.first_name}, e.before, e.after, e.metadata
    from unnest(${diffs.map((diff) => diff.rowId)}::integer[], ${diffs.map((diff) => JSON.stringify(diff.before))}::jsonb[],
      ${diffs.map((diff) => JSON.stringify(diff.after))}::jsonb[], ${diffs.map((diff) => JSON.stringify(diff.metadata))}::jsonb[])
      as e(row_id, before, after, metadata)`.execute(trx);
}

/** How many entries a row's history has. */
export async function countRowHistory(db: Executor, tableId: number, rowId: number): Promise<number> {
  const { count } = await db.selectFrom('row_history').select((eb) => eb.fn.countAll<string>().as('count'))
    .where('table_id', '=', tableId).where('row_id', '=', rowId).executeTakeFirstOrThrow();
  return Number(count);
}

/** A window of a row's history, newest first, as the API shows it. */
export async function listRowHistory(db: Executor, tableId: number, rowId: number, window: { limit: number; offset: number }): Promise<RowHistoryEntry[]> {
  const rows = await db.selectFrom('row_history').selectAll()
    .where('table_id', '=', tableId).where('row_id', '=', rowId)
    .orderBy('action_timestamp', 'desc').orderBy('id', 'desc')
    .limit(window.limit).offset(window.offset).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    action_type: row.action_type,
    action_command_type: row.action_command_type,
    user: { id: row.user_id, name: row.user_name },
    timestamp: new Date(row.action_timestamp).toISOString(),
    before: row.before,
    after: row.after,
    fields_metadata: row.fields_metadata,
  }));
}

/**
 * Removes the entries older than the retention period (ROW_HISTORY_RETENTION_DAYS, 180 days by
 * default), for the periodic sweep to call; answers how many went.
 */
export async function sweepRowHistory(db: Executor, now: Date, retentionDays: number = defaultRowHistoryRetentionDays): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  const deleted = await db.deleteFrom('row_history').where('action_timestamp', '<', before).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Forgets the history of rows deleted for good. */
export async function deleteRowHistory(db: Executor, tableId: number, rowIds: readonly number[]): Promise<void> {
  if (rowIds.length === 0) return;
  await db.deleteFrom('row_history').where('table_id', '=', tableId).where('row_id', 'in', [...rowIds]).execute();
}
