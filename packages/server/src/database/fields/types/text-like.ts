import { sql } from 'kysely';
import type { Expr, ServerFieldType } from '../server-field-type.js';

/** Case-insensitive substring search on a text expression; the term is a parameter, never SQL. */
export function containsSql(text: Expr, term: string): Expr {
  const escaped = term.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`${text} ilike ${`%${escaped}%`}`;
}

/** Plain text columns: text and long text (null means empty). */
export const textColumn: ServerFieldType = {
  columnType: () => 'text',
  toDb: (value) => value,
  fromDb: (raw) => raw ?? null,
  toTextSql: (column) => column,
  fromTextSql: (text) => text,
  searchSql: (column, term) => containsSql(column, term),
};

/**
 * Text columns whose empty value reads as "" (url, email, phone). They store NULL for empty so
 * adding the column needs no default, which would slow every later scan.
 */
export function patternColumn(pattern: string, flags: 'i' | '' = ''): ServerFieldType {
  const operator = flags === 'i' ? sql.raw('~*') : sql.raw('~');
  return {
    columnType: () => 'text',
    toDb: (value) => (value === '' ? null : value),
    fromDb: (raw) => raw ?? '',
    toTextSql: (column) => sql`coalesce(${column}, '')`,
    fromTextSql: (text) => sql`case when ${text} ${operator} ${sql.lit(pattern)} then ${text} else null end`,
    searchSql: (column, term) => containsSql(column, term),
  };
}
