import type { FormulaType } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../../fields/server-field-type.js';
import { foldSql } from '../list-sql.js';
import { asTypeSql } from '../sql-types.js';
import { scalarSql, type FunctionSql } from './function-sql.js';

// Core's isblank of one value: empty, '' for text, false for a boolean; a number 0 is not blank.
function blankSql(value: Expr, type: FormulaType | undefined): Expr {
  if (type?.type === 'text') return sql`(coalesce(${value}, '') = '')`;
  if (type?.type === 'boolean') return sql`(not coalesce(${value}, false))`;
  return sql`(${value} is null)`;
}

/** The logic functions' SQL (core's functions/logic/). */
export const logicSql = {
  // An empty condition takes the else branch; branches meet in the result's type.
  if: scalarSql(([condition, then, otherwise], { types, result }) => sql`(case when ${condition} then ${asTypeSql(then!, types[1]!, result)} else ${asTypeSql(otherwise!, types[2]!, result)} end)`),
  not: scalarSql(([value]) => sql`(not ${value})`),
  is_null: scalarSql(([value]) => sql`(${value} is null)`),
  when_empty: scalarSql(([value, fallback], { types, result }) => sql`coalesce(${asTypeSql(value!, types[0]!, result)}, ${asTypeSql(fallback!, types[1]!, result)})`),
  error_to_null: scalarSql(([value]) => value!),
  // A list is blank when it has no items; one value as blankSql says.
  isblank: {
    kind: 'aggregate',
    sql: ([value], { types }) => (value?.kind === 'list' ? sql`(${foldSql(value, () => sql`count(*)`)} = 0)` : blankSql(value?.kind === 'scalar' ? value.sql : sql`null`, types[0])),
  },
} satisfies Record<string, FunctionSql>;
