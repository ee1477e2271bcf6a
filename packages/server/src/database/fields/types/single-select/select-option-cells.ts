import { sql } from 'kysely';
import type { Executor } from '../../../../db/executor.js';
import type { FieldRecord } from '../../fields.repo.js';

// A field's user table and column, named as tables/user-table-ddl.ts names them. Importing them
// from there would close an import cycle: that file reads the field-type registry, which holds this type.
function cellsOf(field: FieldRecord) {
  return { table: sql.table(`database_table_${field.table_id}`), column: sql.id(`field_${field.id}`) };
}

/** Empties the cells that held deleted options (contract §9.6). */
export async function clearOptionCells(db: Executor, field: FieldRecord, optionIds: number[]): Promise<void> {
  if (optionIds.length === 0) return;
  const { table, column } = cellsOf(field);
  await sql`update ${table} set ${column} = null where ${column} in (${sql.join(optionIds)})`.execute(db);
}

/**
 * The converted value of a text that names the option at `position` of the list sent with the
 * change. Conversion runs before the options exist (on the embedded engine even before the
 * change's transaction), so it writes this stand-in, and `resolveOptionPositions` swaps in the id.
 */
export function optionPositionMark(position: number): number {
  return -(position + 1);
}

/** Puts the stored options' ids where the conversion marked their positions. */
export async function resolveOptionPositions(db: Executor, field: FieldRecord, optionIds: number[]): Promise<void> {
  if (optionIds.length === 0) return;
  const { table, column } = cellsOf(field);
  const cases = sql.join(
    optionIds.map((id, position) => sql`when ${optionPositionMark(position)}::integer then ${id}::integer`),
    sql` `,
  );
  await sql`update ${table} set ${column} = case ${column} ${cases} end where ${column} < 0`.execute(db);
}
