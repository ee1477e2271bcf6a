import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { fieldColumnName, userTableName } from '../tables/user-table-names.js';

// Part of every index's name: raised whenever a type's indexable sort expression changes (2: text under
// ICU's collation, issue 31), so that an index of an older expression is never taken for the new one,
// which the planner would skip while this process counts on it, and tidying drops it by its name.
// Migration 0013 dropped the indexes named before.
const expressionVersion = 2;

/** The name of the index of sorts (field and direction each) on a table: the same for every view sorting the same way. */
export function sortIndexNameOf(tableId: number, keys: readonly { fieldId: number; descending: boolean }[]): string {
  const signature = `v${expressionVersion}:${keys.map(({ fieldId, descending }) => `${fieldId}${descending ? 'd' : 'a'}`).join(',')}`;
  return `${sortIndexPrefix(tableId)}${createHash('sha256').update(signature).digest('hex').slice(0, 16)}`;
}

/** How the names of a table's sort indexes begin. */
export function sortIndexPrefix(tableId: number): string {
  return `sort_${tableId}_`;
}

/** A LIKE pattern matching the names of a table's sort indexes. */
export function sortIndexPattern(tableId: number): string {
  return `${sortIndexPrefix(tableId).replaceAll('_', '\\_')}%`;
}

/**
 * Drops the sort indexes over a field's column, in the transaction that changes its type: an index
 * comparing text under a collation cannot follow its column to a type without one (a number, a date),
 * and the ALTER would fail. Views build their index again on their next read.
 */
export async function dropSortIndexesOnColumn(db: Executor, tableId: number, fieldId: number): Promise<void> {
  const found = await sql<{ name: string }>`select c.relname as name from pg_index as i
    join pg_class as c on c.oid = i.indexrelid
    join pg_attribute as a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = to_regclass(${userTableName(tableId)}) and a.attname = ${fieldColumnName(fieldId)} and c.relname like ${sortIndexPattern(tableId)}`.execute(db);
  for (const { name } of found.rows) await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
