import { resultFieldOf, type ComputedDisplayOptions, type ResultField, type ScalarResultField } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr, PresentContext, ServerFieldType } from '../../server-field-type.js';
import { containsSql } from '../text-like.js';
import { textSortSql } from '../text-sort.js';
import { itemValueSql, scalarColumnOf, scalarColumnType } from './result-column.js';

/** A list cell as stored (jsonb) and answered, as the reference's lookup: the linked row's id and the value. */
interface StoredItem {
  id: number;
  value: unknown;
}

function storedItems(raw: unknown): StoredItem[] {
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return Array.isArray(parsed) ? (parsed as StoredItem[]) : [];
}

function columnTypeOf(result: ResultField): string {
  if (result.type === 'array') return 'jsonb';
  if (result.type === 'invalid') return 'text';
  return scalarColumnType(result);
}

// A list's text form: its items' text forms, comma separated in link order (as core's computedText).
function listTextSql(column: Expr, item: ScalarResultField): Expr {
  const itemText = scalarColumnOf(item).toTextSql(itemValueSql(item, sql`e.item->>'value'`), item.options);
  return sql`(select string_agg(${itemText}, ', ' order by e.n) from jsonb_array_elements(coalesce(${column}, '[]'::jsonb)) with ordinality as e(item, n) where e.item->>'value' is not null)`;
}

// A number item by value, a date by its ISO text (which orders as the dates do), text under the text sort's collation.
function firstItemSortSql(column: Expr, item: ScalarResultField): Expr {
  const text = sql`(${column}->0->>'value')`;
  if (item.type === 'number' || item.type === 'boolean') return itemValueSql(item, text);
  if (item.type === 'date') return sql`(${text} collate "C")`;
  return textSortSql(text);
}

function fromDb(result: ResultField, raw: unknown, context: PresentContext): unknown {
  if (result.type === 'invalid') return null;
  if (result.type !== 'array') return scalarColumnOf(result).fromDb(raw, result.options, context);
  const item = result.item;
  return storedItems(raw).map(({ id, value }) => ({ id, value: value === null ? null : scalarColumnOf(item).fromDb(value, item.options, context) }));
}

/**
 * The SQL side of the computed types (formula, lookup, rollup, count): a real column of the result
 * type (issue 34: stored, not computed on read), written only by the server's recomputation, and
 * read, searched, filtered and sorted as the stored type of its result (core's result-field.ts):
 * text, numeric with the decimal places, boolean, date or timestamptz; a list is jsonb of
 * `[{id, value}]` in link order; an invalid formula a text column that stays NULL.
 */
export const computedColumn: ServerFieldType<ComputedDisplayOptions> = {
  columnType: (options) => columnTypeOf(resultFieldOf(options)),
  // Nothing is written from a body (core refuses it: read_only); the recomputation writes SQL.
  toDb: () => null,
  fromDb: (raw, options, context) => fromDb(resultFieldOf(options), raw, context),
  toTextSql(column, options) {
    const result = resultFieldOf(options);
    if (result.type === 'invalid') return sql`null::text`;
    if (result.type === 'array') return listTextSql(column, result.item);
    return scalarColumnOf(result).toTextSql(column, result.options);
  },
  linkedTextSql(column, options) {
    const result = resultFieldOf(options);
    if (result.type !== 'array' && result.type !== 'invalid') {
      const type = scalarColumnOf(result);
      return (type.linkedTextSql ?? type.toTextSql)(column, result.options);
    }
    return computedColumn.toTextSql(column, options);
  },
  // Nothing converts into a computed value: the recomputation fills the column after a type change.
  fromTextSql: (_text, options) => sql`cast(null as ${sql.raw(columnTypeOf(resultFieldOf(options)))})`,
  searchSql(column, term, options) {
    const result = resultFieldOf(options);
    if (result.type === 'invalid') return null;
    if (result.type === 'array') return containsSql(listTextSql(column, result.item), term);
    return scalarColumnOf(result).searchSql(column, term, result.options);
  },
  utcDaySql(column, options) {
    const result = resultFieldOf(options);
    return result.type === 'date' ? (scalarColumnOf(result).utcDaySql?.(column, result.options) ?? column) : column;
  },
  zonedDaySql(column, options, zone) {
    const result = resultFieldOf(options);
    return result.type === 'date' ? (scalarColumnOf(result).zonedDaySql?.(column, result.options, zone) ?? column) : column;
  },
  emptySql(column, options, field) {
    const result = resultFieldOf(options);
    if (result.type === 'array') return sql`(${column} is null or ${column} = '[]'::jsonb)`;
    if (result.type === 'invalid') return sql`true`;
    return scalarColumnOf(result).emptySql?.(column, result.options, field) ?? sql`${column} is null`;
  },
  // A list sorts by its first item, which an index can hold (no subquery, immutable casts only).
  sortSql(column, options, style) {
    const result = resultFieldOf(options);
    if (result.type === 'array') return firstItemSortSql(column, result.item);
    if (result.type === 'invalid') return column;
    return scalarColumnOf(result).sortSql?.(column, result.options, style) ?? column;
  },
  sortIndexable: true,
};
