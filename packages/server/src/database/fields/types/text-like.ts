import { whitespaceClass, type SharedPattern } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr, ServerFieldType } from '../server-field-type.js';
import { textSortSql } from './text-sort.js';

/** Case-insensitive substring search on a text expression; the term is a parameter, never SQL. */
export function containsSql(text: Expr, term: string): Expr {
  const escaped = term.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`${text} ilike ${`%${escaped}%`}`;
}

/** The text trimmed as core's rules trim it (JS `trim()`); PostgreSQL's trim() strips spaces only. */
export function trimSql(text: Expr): Expr {
  return sql`regexp_replace(${text}, ${sql.lit(`^[${whitespaceClass}]+|[${whitespaceClass}]+$`)}, '', 'g')`;
}

/** Text is empty when it is null or "" (contract §11.2). */
function textIsEmpty(column: Expr): Expr {
  return sql`(${column} is null or ${column} = '')`;
}

/** Plain text columns: text and long text (null means empty). */
export const textColumn: ServerFieldType = {
  columnType: () => 'text',
  toDb: (value) => value,
  fromDb: (raw) => raw ?? null,
  toTextSql: (column) => column,
  fromTextSql: (text) => text,
  searchSql: (column, term) => containsSql(column, term),
  emptySql: textIsEmpty,
  sortSql: textSortSql,
  sortIndexable: true,
};

/**
 * Text columns whose empty value reads as "" (url, email, phone). They store NULL for empty so
 * adding the column needs no default, which would slow every later scan.
 */
export function patternColumn(pattern: SharedPattern): ServerFieldType {
  const operator = pattern.flags === 'i' ? sql.raw('~*') : sql.raw('~');
  const matches = (text: Expr): Expr => {
    const regex = sql`${text} ${operator} ${sql.lit(pattern.source)}`;
    return pattern.maxLength === undefined ? regex : sql`(char_length(${trimSql(text)}) <= ${sql.lit(pattern.maxLength)} and ${regex})`;
  };
  return {
    columnType: () => 'text',
    toDb: (value) => (value === '' ? null : value),
    fromDb: (raw) => raw ?? '',
    toTextSql: (column) => sql`coalesce(${column}, '')`,
    fromTextSql: (text) => sql`case when ${matches(text)} then ${text} else null end`,
    searchSql: (column, term) => containsSql(column, term),
    emptySql: textIsEmpty,
    sortSql: textSortSql,
    sortIndexable: true,
  };
}
