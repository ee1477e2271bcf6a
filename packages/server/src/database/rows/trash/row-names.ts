import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import { cellColumn } from '../../fields/cell-column.js';
import type { FieldRecord } from '../../fields/fields.repo.js';
import { serverFieldTypes } from '../../fields/server-field-types.js';
import { hasColumn, userTable } from '../../tables/user-table-ddl.js';

/**
 * How the trash names rows: each one's primary cell as text, or its id when that is empty or has no
 * column (a link as primary field), in the order of `ids`. One query, whatever the number of ids.
 */
export async function rowNames(db: Executor, tableId: number, fields: FieldRecord[], ids: readonly number[]): Promise<string[]> {
  const primary = fields.find((field) => field.primary);
  if (ids.length === 0) return [];
  if (!primary || !hasColumn(primary)) return ids.map(String);
  const text = serverFieldTypes[primary.type].toTextSql(cellColumn(primary), primary.options);
  const { rows } = await sql<{ id: number; name: string | null }>`select id, ${text} as name from ${userTable(tableId)}
    where id = any(${[...ids]}::integer[])`.execute(db);
  const names = new Map(rows.map((row) => [Number(row.id), row.name]));
  // Names are shown in a list: a long cell is cut, as the trash modal would.
  return ids.map((id) => (names.get(id) || String(id)).slice(0, 200));
}
