import type { FormulaType } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../../fields/server-field-type.js';
import { textSortCollation } from '../../../fields/types/text-sort.js';
import { scalarSql, type FunctionSql } from './function-sql.js';

// Case mapping by Unicode (ICU), as JavaScript's toUpperCase: the database's own locale may be C.
function unicode(text: Expr): Expr {
  return sql`(${text} collate ${sql.id(textSortCollation)})`;
}

/** A value as text, as core's formulaValueText: numbers with their places, dates ISO in UTC, empty as ''. */
export function valueTextSql(value: Expr, type: FormulaType): Expr {
  switch (type.type) {
    case 'number':
      return sql`coalesce(round(${value}, ${sql.lit(type.decimalPlaces)})::text, '')`;
    case 'date':
      return type.includeTime ? sql`coalesce(to_char(${value} at time zone 'UTC', 'YYYY-MM-DD HH24:MI'), '')` : sql`coalesce(to_char(${value}, 'YYYY-MM-DD'), '')`;
    case 'boolean':
      return sql`coalesce(case when ${value} then 'true' else 'false' end, '')`;
    default:
      return sql`coalesce(${value}, '')`;
  }
}

/** The text functions' SQL (core's functions/text/). */
export const textSql = {
  upper: scalarSql(([text]) => sql`upper(${unicode(text!)})`),
  lower: scalarSql(([text]) => sql`lower(${unicode(text!)})`),
  // concat skips empty arguments, as core joins them as ''.
  concat: scalarSql((args) => sql`concat(${sql.join(args)})`),
  totext: scalarSql(([value], { types }) => valueTextSql(value!, types[0]!)),
} satisfies Record<string, FunctionSql>;
