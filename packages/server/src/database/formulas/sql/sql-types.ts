import type { FormulaScalarType, FormulaType } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../fields/server-field-type.js';

/**
 * How each formula type is held in SQL while a formula is computed: text, numeric (exact, rounded
 * only when stored), boolean, date, or timestamptz for a date with a time. Lists are jsonb
 * `[{id, value}]` once materialised (list-sql.ts).
 */
export function sqlTypeOf(type: FormulaType): string {
  switch (type.type) {
    case 'number':
      return 'numeric';
    case 'boolean':
      return 'boolean';
    case 'date':
      return type.includeTime ? 'timestamptz' : 'date';
    case 'array':
      return 'jsonb';
    default:
      return 'text';
  }
}

/** An empty value of a type. */
export function nullOf(type: FormulaType): Expr {
  return sql`cast(null as ${sql.raw(sqlTypeOf(type))})`;
}

/** A date with a time, as UTC text the API writes ("2021-07-22T12:45:00Z"), or a date ("2021-07-22"). */
export function isoDateSql(value: Expr, includeTime: boolean): Expr {
  return includeTime ? sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')` : sql`to_char(${value}, 'YYYY-MM-DD')`;
}

/** A list item's value as the API answers it inside `{id, value}`: a number as text with its places, a date as ISO text. */
export function itemJsonSql(value: Expr, type: FormulaScalarType): Expr {
  switch (type.type) {
    case 'number':
      return sql`to_jsonb(round(${value}, ${sql.lit(type.decimalPlaces)})::text)`;
    case 'date':
      return sql`to_jsonb(${isoDateSql(value, type.includeTime)})`;
    case 'boolean':
      return sql`to_jsonb(coalesce(${value}, false))`;
    default:
      return sql`to_jsonb(${value})`;
  }
}

/** An item's value read back from its jsonb text (`item->>'value'`), as its formula type. */
export function itemFromJsonSql(text: Expr, type: FormulaScalarType): Expr {
  // ISO text reads the same whatever the session's time zone: it carries its own (Z).
  return sql`cast(${text} as ${sql.raw(sqlTypeOf(type))})`;
}

/**
 * A value of one formula type as another of the same kind, where `if` and `when_empty` unify their
 * branches: a date meets a date with a time at its midnight UTC (never the session's zone).
 */
export function asTypeSql(value: Expr, from: FormulaType, to: FormulaType): Expr {
  if (from.type !== 'date' || to.type !== 'date' || from.includeTime === to.includeTime) return value;
  return to.includeTime ? sql`(cast(${value} as timestamp) at time zone 'UTC')` : sql`cast(${value} at time zone 'UTC' as date)`;
}
