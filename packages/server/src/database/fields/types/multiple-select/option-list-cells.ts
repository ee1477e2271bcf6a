import { sql } from 'kysely';
import type { Executor } from '../../../../db/executor.js';
import type { FieldRecord } from '../../fields.repo.js';
import { optionPositionMark } from '../single-select/select-option-cells.js';

// A field's user table and column, named as tables/user-table-ddl.ts names them (importing them
// from there would close an import cycle through the field-type registry, as for single selects).
function cellsOf(field: FieldRecord) {
  return { table: sql.table(`database_table_${field.table_id}`), column: sql.id(`field_${field.id}`) };
}

const intArray = (ids: readonly number[]) => sql`array[${sql.join(ids.map((id) => sql.lit(id)))}]::integer[]`;

/** Takes deleted options out of the lists that hold them, keeping the others in their order (contract §9.6). */
export async function clearOptionListCells(db: Executor, field: FieldRecord, optionIds: number[]): Promise<void> {
  if (optionIds.length === 0) return;
  const { table, column } = cellsOf(field);
  const removed = intArray(optionIds);
  await sql`update ${table} set ${column} = nullif(array(
      select item from unnest(${column}) with ordinality as cell(item, place) where item <> all(${removed}) order by place), '{}')
    where ${column} && ${removed}`.execute(db);
}

/**
 * Puts the stored options' ids where a conversion from text marked their positions in the list
 * sent with the change (single-select/select-option-cells.ts): after such a conversion every item is a mark.
 * A mark listed twice keeps its first place.
 */
export async function resolveOptionListPositions(db: Executor, field: FieldRecord, optionIds: number[]): Promise<void> {
  const { table, column } = cellsOf(field);
  if (optionIds.length === 0) {
    await sql`update ${table} set ${column} = null where ${column} is not null`.execute(db);
    return;
  }
  const cases = sql.join(
    optionIds.map((id, position) => sql`when ${sql.lit(optionPositionMark(position))} then ${sql.lit(id)}`),
    sql` `,
  );
  // A value the text lists twice counts once, in its first place.
  await sql`update ${table} set ${column} = array(
      select id from (select case item ${cases} end as id, min(place) as first
        from unnest(${column}) with ordinality as cell(item, place) group by 1) as chosen order by first)
    where ${column} is not null`.execute(db);
}

/** An id list as SQL literals, for expressions that may run inside DDL. */
export function optionIdArray(ids: readonly number[]) {
  return intArray(ids);
}
