import type { FormulaType } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../../fields/server-field-type.js';
import { scalarSql, type FunctionSql } from './function-sql.js';

// Text compares by code point (core's compareFormulaValues), whatever the database's locale; a date
// meets a date with a time as its midnight UTC, never in the session's time zone.
function comparable(value: Expr, type: FormulaType | undefined, other: FormulaType | undefined): Expr {
  if (type?.type === 'text') return sql`(${value} collate "C")`;
  if (type?.type === 'date' && !type.includeTime && other?.type === 'date' && other.includeTime) return sql`(${value}::timestamp at time zone 'UTC')`;
  return value;
}

function compared(operator: string): FunctionSql {
  return scalarSql(([a, b], { types }) => sql`(${comparable(a!, types[0], types[1])} ${sql.raw(operator)} ${comparable(b!, types[1], types[0])})`, once);
}

// Each operator names its arguments once: over columns and literals it is cheap to repeat.
const once = { namesArgsOnce: true };

/** The operators' SQL: `a + b` is `add(a, b)` (core's operators/). */
export const operatorSql = {
  add: scalarSql(([a, b]) => sql`(${a} + ${b})`, once),
  minus: scalarSql(([a, b]) => sql`(${a} - ${b})`, once),
  multiply: scalarSql(([a, b]) => sql`(${a} * ${b})`, once),
  // Division by zero is empty (core's divide), never an error.
  divide: scalarSql(([a, b]) => sql`(${a} / nullif(${b}, 0))`, once),
  // Two empty values are equal; an empty and a value are not (IS NOT DISTINCT FROM).
  equal: compared('is not distinct from'),
  not_equal: compared('is distinct from'),
  greater_than: compared('>'),
  greater_than_or_equal: compared('>='),
  less_than: compared('<'),
  less_than_or_equal: compared('<='),
  and: scalarSql(([a, b]) => sql`(${a} and ${b})`, once),
  or: scalarSql(([a, b]) => sql`(${a} or ${b})`, once),
} satisfies Record<string, FunctionSql>;
