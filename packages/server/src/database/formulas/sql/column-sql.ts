import { resultFieldOf, type ComputedDisplayOptions, type TypedNode } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../fields/server-field-type.js';
import { computedColumn } from '../../fields/types/formula/computed-column.js';
import { formulaSql } from './formula-sql.js';
import { bounded } from './text-bound-sql.js';
import { isCheapSql } from './functions/bind-once.js';
import type { FormulaSqlContext } from './sql-context.js';

// Digits a number column keeps before the point (the number field's bound): a larger result is empty, not an error.
const wholeDigitsBound = sql.lit('9e49');

/**
 * A computed field's value as its column stores it (recompute's `set field_<id> = …`): the formula's
 * SQL in the column's type for the field's options (computed-column.ts). A number is rounded to the
 * column's places and is empty where it would not fit (the column would refuse it, failing the
 * whole change); a date meets a column with a time at its midnight UTC; an invalid formula is NULL.
 */
export function formulaColumnSql(node: TypedNode, ctx: FormulaSqlContext, options: ComputedDisplayOptions): Expr {
  const result = resultFieldOf(options);
  const columnType = sql.raw(computedColumn.columnType(options) ?? 'text');
  if (result.type === 'invalid' || node.type.type === 'invalid') return sql`cast(null as ${columnType})`;
  const value = formulaSql(node, ctx);
  if (result.type === 'number') {
    // The cast rounds to the column's places (half away from zero), and under 9e49 stays within its digits.
    // A cheap value is repeated, anything else computed once.
    const bounded = (v: Expr) => sql`cast(case when abs(${v}) < ${wholeDigitsBound} then ${v} end as ${columnType})`;
    if (isCheapSql(value)) return bounded(value);
    return sql`(select ${bounded(sql.ref('bounded.v'))} from (select cast(${value} as numeric) as v offset 0) as bounded)`;
  }
  if (result.type === 'date' && result.options.date_include_time && node.type.type === 'date' && !node.type.includeTime) {
    return sql`(cast(${value} as timestamp) at time zone 'UTC')`;
  }
  if (result.type === 'date' && !result.options.date_include_time && node.type.type === 'date' && node.type.includeTime) {
    return sql`cast(${value} at time zone 'UTC' as date)`;
  }
  // A text keeps its first maxTextLength characters, as core's evaluator gives it.
  if (result.type === 'text' && node.type.type === 'text') return sql`cast(${bounded(value)} as ${columnType})`;
  return sql`cast(${value} as ${columnType})`;
}
