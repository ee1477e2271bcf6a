import type { NumericFieldType } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../fields/server-field-type.js';

/** Each numeric type's column as the number filters compare it; complete, so a new numeric type needs its own. */
const numericColumns: { readonly [K in NumericFieldType]: (column: Expr) => Expr } = {
  number: (column) => column,
  // Rows older than a rating field hold NULL, which reads as 0 (no rating).
  rating: (column) => sql`coalesce(${column}, 0)`,
  // Seconds, numeric(17, 3).
  duration: (column) => column,
  // An integer column, filled for every row.
  autonumber: (column) => column,
};

/** A numeric field's column as a number to compare with a filter's exact decimal. */
export function numericColumnSql(column: Expr, type: string): Expr {
  return numericColumns[type as NumericFieldType](column);
}
