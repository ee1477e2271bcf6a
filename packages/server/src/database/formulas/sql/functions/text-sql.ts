import { formulaLimits, type FormulaType } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../../fields/server-field-type.js';
import { textSortCollation } from '../../../fields/types/text-sort.js';
import { bounded } from '../text-bound-sql.js';
import { bindOnce } from './bind-once.js';
import { scalarSql, type FunctionSql } from './function-sql.js';
import { wholeNumberSql } from './whole-number.js';

// Case mapping by Unicode (ICU), as JavaScript's toUpperCase: the database's own locale may be C.
function unicode(text: Expr): Expr {
  return sql`(${text} collate ${sql.id(textSortCollation)})`;
}

// The white space core's trim removes (characters.ts's trimmedSpace).
const trimmedSpace = ' \t\n\r\f\v';

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

// Core's replacementTooLarge, negated: whether replacing could stay within maxReplaceResult characters.
function growthGuard(text: Expr, replacement: Expr, factor: 1 | 2): Expr {
  return sql`((char_length(${text})::bigint + 1) * (char_length(${replacement}) + 1) * ${sql.lit(factor)} <= ${sql.lit(formulaLimits.maxReplaceResult)})`;
}

/** The text functions' SQL (core's functions/text/). */
export const textSql = {
  upper: scalarSql(([text]) => sql`upper(${unicode(text!)})`),
  lower: scalarSql(([text]) => sql`lower(${unicode(text!)})`),
  // concat skips empty arguments, as core joins them as ''; each part and the whole keep formulaLimits.maxTextLength characters.
  concat: scalarSql((args) => bounded(sql`concat(${sql.join(args.map((arg) => bounded(arg)))})`)),
  totext: scalarSql(([value], { types }) => valueTextSql(value!, types[0]!)),
  t: scalarSql(([value], { types }) => (types[0]?.type === 'text' ? sql`coalesce(${value}, '')` : sql`''`)),
  contains: scalarSql(([text, search]) => sql`(strpos(${text}, ${search}) > 0)`),
  search: scalarSql(([text, search]) => sql`strpos(${text}, ${search})::numeric`),
  length: scalarSql(([text]) => sql`char_length(${text})::numeric`),
  // A negative count leaves that many off the other end, in SQL as in core.
  left: scalarSql(([text, count]) => sql`left(${text}, ${wholeNumberSql(count!)})`),
  right: scalarSql(([text, count]) => sql`right(${text}, ${wholeNumberSql(count!)})`),
  reverse: scalarSql(([text]) => sql`reverse(${text})`),
  trim: scalarSql(([text]) => sql`btrim(${text}, ${trimmedSpace})`),
  // An empty search replaces nothing (SQL's replace and core's split/join agree).
  // Empty where the result could grow past formulaLimits.maxReplaceResult, checked before it is built (text-bounds.ts).
  replace: scalarSql(([text, search, replacement], { state }) =>
    bindOnce(state, [text!, replacement!], ([t, r]) => sql`(case when ${growthGuard(t!, r!, 1)} then ${bounded(sql`replace(${t}, ${search}, ${r})`)} end)`)),
  // Part 0 is '' (SQL would raise); negative parts count from the end.
  split_part: scalarSql(([text, delimiter, n], { state }) => bindOnce(state, [n!], ([part]) => sql`(case when trunc(${part}) = 0 then '' else split_part(${text}, ${delimiter}, ${wholeNumberSql(part!)}) end)`)),
  // A pattern PostgreSQL refuses gives the reference's '#ERROR!' (migration 0021's function), never an error.
  regex_replace: scalarSql(([text, pattern, replacement], { state }) =>
    bindOnce(state, [text!, replacement!], ([t, r]) => sql`(case when ${growthGuard(t!, r!, 2)} then ${bounded(sql`cellar_formula_regexp_replace(${t}, ${pattern}, ${r})`)} end)`)),
} satisfies Record<string, FunctionSql>;
