import { sql, type RawBuilder } from 'kysely';

/**
 * The rows not in the trash (issue 33): a deleted row keeps its place with `trashed` set until it is
 * restored or purged, so every read of a table's rows says this, through `whereSql` (row-where.ts) or,
 * for a read by id, by key or from another table (a link's cells), this condition itself. `alias`
 * names the table when the read joins it. It imports nothing of ours, so field types may use it.
 */
export function liveRowSql(alias?: string): RawBuilder<unknown> {
  return alias ? sql`not ${sql.ref(`${alias}.trashed`)}` : sql`not trashed`;
}
