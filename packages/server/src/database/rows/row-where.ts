import { sql } from 'kysely';
import type { FieldRecord } from '../fields/fields.repo.js';
import { cellColumn } from '../fields/cell-column.js';
import { serverFieldTypes } from '../fields/server-field-types.js';
import type { Expr } from '../fields/server-field-type.js';
import { containsSql } from '../fields/types/text-like.js';
import { serverFilterTypes } from '../filters/server-filter-types.js';
import { liveRowSql } from './live-rows.js';
import type { ResolvedRowQuery } from './resolve-row-query.js';

/** The search condition of contract §10.3: row id text, or any searchable cell, contains the term. */
function searchCondition(fields: FieldRecord[], search: string | undefined): Expr | null {
  const term = search?.trim() ?? '';
  if (term === '') return null;
  const conditions = [containsSql(sql`id::text`, term)];
  for (const field of fields) {
    const condition = serverFieldTypes[field.type].searchSql(cellColumn(field), term, field.options);
    if (condition) conditions.push(condition);
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

function filterCondition(query: ResolvedRowQuery): Expr | null {
  const conditions = query.filter.conditions.map(({ field, type, value }) =>
    serverFilterTypes[type].conditionSql(cellColumn(field), value, field),
  );
  if (conditions.length === 0) return null;
  return sql`(${sql.join(conditions, query.filter.type === 'OR' ? sql` or ` : sql` and `)})`;
}

/** The rows a query matches: rows out of the trash, then search AND filters (combined by the query's AND/OR). */
export function whereSql(fields: FieldRecord[], query: ResolvedRowQuery): Expr {
  const parts = [liveRowSql(), searchCondition(fields, query.search), filterCondition(query)].filter((part): part is Expr => part !== null);
  return sql.join(parts, sql` and `);
}

/** A key that is equal for queries matching the same rows, '' for all rows out of the trash; counts are cached by it. */
export function whereKey(query: ResolvedRowQuery): string {
  const term = query.search?.trim() ?? '';
  const conditions = query.filter.conditions.map(({ field, type, value }) => [field.id, type, value]);
  if (term === '' && conditions.length === 0) return '';
  return JSON.stringify([term, query.filter.type, conditions]);
}
