import { DomainError, fieldTypes } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import { serverFieldTypes, } from '../fields/server-field-types.js';
import type { Expr } from '../fields/server-field-type.js';
import { containsSql } from '../fields/types/text-like.js';
import { fieldColumnName, userTable } from '../tables/user-table-ddl.js';
import type { RowCountCache } from './row-count-cache.js';
import type { RawRow } from './rows.repo.js';

/** One ordering of a row list. */
export interface RowSort {
  field: FieldRecord;
  descending: boolean;
}

/** Which rows, in which order: a search term and sorts; ties go by "order", then id. */
export interface RowSelection {
  search?: string | undefined;
  sorts?: RowSort[];
}

/** The search condition of contract §10.3: row id text, or any searchable cell, contains the term. */
function searchCondition(fields: FieldRecord[], search: string | undefined): Expr {
  const term = search?.trim() ?? '';
  if (term === '') return sql`true`;
  const conditions = [containsSql(sql`id::text`, term)];
  for (const field of fields) {
    const condition = serverFieldTypes[field.type].searchSql(sql.ref(fieldColumnName(field.id)), term, field.options);
    if (condition) conditions.push(condition);
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

// PostgreSQL puts NULLs last ascending and first descending; a reversed order flips both, so
// reading a reversed window and flipping it back gives exactly the forward window.
function orderClause(sorts: RowSort[] = [], reversed = false, alias?: string): Expr {
  const direction = (descending: boolean) => sql.raw(descending !== reversed ? 'desc' : 'asc');
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  const parts = sorts.map(({ field, descending }) => sql`${column(fieldColumnName(field.id))} ${direction(descending)}`);
  return sql.join([...parts, sql`${column('order')} ${direction(false)}`, sql`${column('id')} ${direction(false)}`]);
}

/**
 * Reads one window of rows with the chosen columns; never the whole table. With the total known,
 * a window in the second half is read from the end (an OFFSET walks every skipped entry: on 1M
 * rows the last window took 550 ms forwards and 9 ms backwards), ids first from the index, then
 * the rows themselves.
 */
export async function selectRows(
  db: Executor,
  tableId: number,
  fields: FieldRecord[],
  columns: FieldRecord[],
  selection: RowSelection,
  window: { limit: number; offset: number; total?: number },
): Promise<RawRow[]> {
  const select = sql.join([sql`t.id`, sql`t."order"`, ...columns.map((field) => sql.ref(`t.${fieldColumnName(field.id)}`))]);
  const where = searchCondition(fields, selection.search);
  const { total } = window;
  const fromEnd = total !== undefined && window.offset + window.limit / 2 > total / 2;
  const limit = fromEnd ? Math.max(0, Math.min(window.limit, total - window.offset)) : window.limit;
  const offset = fromEnd ? Math.max(0, total - window.offset - limit) : window.offset;
  const result = await sql<RawRow>`select ${select} from ${userTable(tableId)} as t
    join (select id from ${userTable(tableId)} where ${where} order by ${orderClause(selection.sorts, fromEnd)}
          limit ${limit} offset ${offset}) as w on w.id = t.id
    order by ${orderClause(selection.sorts, false, 't')}`.execute(db);
  return result.rows;
}

/** Counts the rows a selection matches. */
export async function countRows(db: Executor, tableId: number, fields: FieldRecord[], search: string | undefined): Promise<number> {
  const result = await sql<{ count: number }>`select count(*) as count from ${userTable(tableId)} where ${searchCondition(fields, search)}`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

/** Counts the rows a search matches; the unsearched count, the same for every window, comes from the cache. */
export function countMatching(counts: RowCountCache, db: Executor, tableId: number, fields: FieldRecord[], search: string | undefined): Promise<number> {
  if (search?.trim()) return countRows(db, tableId, fields, search);
  return counts.get(tableId, () => countRows(db, tableId, fields, undefined));
}

/** Reads chosen rows by id, in row order. */
export async function selectRowsById(db: Executor, tableId: number, columns: FieldRecord[], ids: number[]): Promise<RawRow[]> {
  if (ids.length === 0) return [];
  const select = sql.join([sql`id`, sql`"order"`, ...columns.map((field) => sql.ref(fieldColumnName(field.id)))]);
  const result = await sql<RawRow>`select ${select} from ${userTable(tableId)} where id in (${sql.join(ids)}) order by "order", id`.execute(db);
  return result.rows;
}

/** Reads the `order_by` parameter: `field_3,-4` style refs, descending with a leading minus. */
export function parseOrderBy(param: string | undefined, fields: FieldRecord[]): RowSort[] {
  if (!param) return [];
  return param
    .split(',')
    .filter((item) => item.trim() !== '')
    .map((item) => {
      const trimmed = item.trim();
      const field = fields.find((candidate) => String(candidate.id) === trimmed.replace(/\D/g, ''));
      if (!field) throw new DomainError('ERROR_ORDER_BY_FIELD_NOT_FOUND', `The field ${trimmed} was not found in the table.`);
      if (!fieldTypes[field.type].canSort) {
        throw new DomainError(
          'ERROR_ORDER_BY_FIELD_NOT_POSSIBLE',
          `It is not possible to order by ${field.name} because the field type ${field.type} does not support filtering.`,
        );
      }
      return { field, descending: trimmed.startsWith('-') };
    });
}

/** The fields `include`/`exclude` leave in a response; an include of only unknown ids keeps all (contract §16.4). */
export function chooseFields(fields: FieldRecord[], include: string | undefined, exclude: string | undefined): FieldRecord[] {
  const ids = (param: string | undefined) => new Set((param ?? '').split(',').map((item) => item.replace(/\D/g, '')).filter(Boolean));
  const included = ids(include);
  const excluded = ids(exclude);
  let chosen = fields.filter((field) => included.has(String(field.id)));
  if (chosen.length === 0) chosen = fields;
  return chosen.filter((field) => !excluded.has(String(field.id)));
}
