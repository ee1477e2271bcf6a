import { formulaLimits } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../fields/server-field-type.js';

/** A text's first `max` characters (core's boundText, functions/text-bounds.ts). */
export function bounded(text: Expr, max: number = formulaLimits.maxTextLength): Expr {
  return sql`left(${text}, ${sql.lit(max)})`;
}
