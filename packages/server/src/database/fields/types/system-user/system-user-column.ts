import type { CellUser } from '@cellar/core';
import { sql } from 'kysely';
import type { SystemColumn } from '../../../tables/system-columns.js';
import { userTable } from '../../../tables/user-table-names.js';
import type { Expr, ServerFieldType } from '../../server-field-type.js';
import { containsSql } from '../text-like.js';

// A cell's user name, looked up by the id the system column keeps; none for a row no user wrote or an account gone.
const nameOf = (column: Expr): Expr => sql`(select u.first_name from users as u where u.id = ${column})`;

/** A read-only type reading a user system column (created_by, updated_by): cells are `{id, name}`, read once per window. */
export function systemUserColumn(systemColumn: SystemColumn): ServerFieldType<Record<string, never>> {
  return {
    columnType: () => null,
    systemColumn,
    toDb: () => null,
    // The window's names come from readExternal; a bare id means its account is gone.
    fromDb: (raw) => (raw && typeof raw === 'object' ? (raw as CellUser) : null),
    toTextSql: (column) => nameOf(column),
    fromTextSql: () => sql`null::integer`,
    searchSql: (column, term) => containsSql(nameOf(column), term),
    // Sorted by name, as Baserow sorts collaborators; a subquery, so no sort index holds it.
    sortSql: (column) => sql`${nameOf(column)} collate "und-x-icu"`,
    async readExternal(db, field, rowIds) {
      const { rows } = await sql<{ row: number; id: number; name: string }>`select t.id as row, u.id, u.first_name as name
        from ${userTable(field.table_id)} as t join users as u on u.id = t.${sql.ref(systemColumn)} where t.id = any(${rowIds}::integer[])`.execute(db);
      return new Map(rows.map((row) => [row.row, { id: row.id, name: row.name }]));
    },
  };
}
