import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { rebuildUserTable } from './table-rebuild.js';
import { userTableName } from './user-table-names.js';

/**
 * PostgreSQL's most columns a table may have (MaxHeapAttributeNumber), counting every column it
 * ever had: a dropped column keeps its attribute number until the table is created again. Past
 * it, adding a column fails with 54011 (ERROR_MAX_FIELD_COUNT_EXCEEDED, db/errors.ts).
 */
export const maxColumnSlots = 1_600;

/**
 * From how many used slots a column's addition first rebuilds the table to reclaim the dropped
 * ones. Fields created and deleted, and type changes that replace a column, use slots that never
 * come back otherwise. 100 short of the limit, so the rebuild comes well before an add would fail,
 * yet it never happens to a table that has not been reshaped some 1,500 times.
 */
export const reclaimFromSlots = 1_500;

// A rebuild copies every row, so it should buy many adds: it waits until it frees this many
// slots, unless the table is out of them and it frees any.
const worthwhileSlots = 100;

/** A table's column slots: `used` attribute numbers (id and order included, dropped columns too), `live` columns. */
export async function columnSlots(db: Executor, tableId: number): Promise<{ used: number; live: number }> {
  const { rows: [slots] } = await sql<{ used: number; live: number }>`
    select count(*)::int as used, (count(*) filter (where not attisdropped))::int as live
    from pg_attribute where attrelid = ${userTableName(tableId)}::regclass and attnum > 0`.execute(db);
  return slots ?? { used: 0, live: 0 };
}

/**
 * Makes room for one more column when dropped columns used it up: near the limit, rebuilds the
 * table with its live columns only (table-rebuild.ts). Call it in the write's transaction, under
 * the table's locks, before adding a column. A table whose slots are all live stays as it is; its
 * next column is refused as before. Answers whether the table was rebuilt.
 */
export async function reclaimColumnSlots(db: Executor, tableId: number): Promise<boolean> {
  const { used, live } = await columnSlots(db, tableId);
  const dropped = used - live;
  const worthIt = dropped >= worthwhileSlots || (used >= maxColumnSlots && dropped > 0);
  if (used < reclaimFromSlots || !worthIt) return false;
  await rebuildUserTable(db, tableId);
  return true;
}
