import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import { liveRowSql } from '../rows/live-rows.js';
import type { RowKey } from '../rows/row-positions.js';
import type { RawRow } from '../rows/rows.repo.js';
import { fieldColumnName, hasColumn, userTable } from '../tables/user-table-ddl.js';

/** Gives fields their places (`order`) in one statement: pairs of field id and place. */
export async function placeFields(db: Executor, places: [number, number][]): Promise<void> {
  if (places.length === 0) return;
  const values = places.map(([id, place]) => sql`(${id}::integer, ${place}::integer)`);
  await sql`update database_fields as f set "order" = p.place from (values ${sql.join(values)}) as p(id, place) where f.id = p.id`.execute(db);
}

/**
 * One window of a table's rows after `after` in the table's own order (`"order"`, then id), read by
 * key from the `("order", id)` index: every window costs what the first does, however deep.
 */
export async function rowsAfter(db: Executor, tableId: number, fields: FieldRecord[], after: RowKey | null, limit: number): Promise<RawRow[]> {
  const columns = sql.join([sql.ref('id'), sql.ref('order'), ...fields.filter(hasColumn).map((field) => sql.ref(fieldColumnName(field.id)))]);
  const from = after ? sql`("order", id) > (${after.order}::numeric, ${after.id}::integer)` : sql`true`;
  // Rows in the trash are not part of what a file carries.
  const result = await sql<RawRow>`select ${columns} from ${userTable(tableId)} where ${from} and ${liveRowSql()} order by "order", id limit ${limit}`.execute(db);
  return result.rows;
}
