import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import type { FieldRecord } from '../../fields/fields.repo.js';
import { sidesOf } from '../../fields/types/link-row/link-options.js';
import { relationTable, sideColumnName } from '../../fields/types/link-row/relation-table.js';
import type { RowSet } from './row-set.js';

/**
 * The rows of a link field's table linked to some rows of the table it links to: the rows whose
 * lookups, rollups and counts through that link read them. Links to trashed rows count too (a
 * restore brings them back), so a trash or restore reaches the same rows.
 */
export async function rowsLinkedTo(db: Executor, link: FieldRecord, linkedRows: RowSet): Promise<RowSet> {
  const sides = sidesOf(link);
  if (!sides) return new Set();
  if (linkedRows === 'all') return 'all';
  if (linkedRows.size === 0) return new Set();
  const own = sql.ref(`r.${sideColumnName(sides.fieldId)}`);
  const other = sql.ref(`r.${sideColumnName(sides.relatedFieldId)}`);
  const result = await sql<{ id: number }>`select distinct ${own} as id from ${relationTable(sides)} as r where ${other} = any(${[...linkedRows]}::integer[])`.execute(db);
  return new Set(result.rows.map((row) => Number(row.id)));
}
