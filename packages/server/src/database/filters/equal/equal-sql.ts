import type { EqualFieldType } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../fields/server-field-type.js';
import { numericColumnSql } from '../number-compare/numeric-column.js';
import { negationOf, type ServerFilterType } from '../server-filter-type.js';

type Equals = (column: Expr, value: never) => Expr;

// Exact, case-sensitive: `=` on text (empty url/email/phone cells are NULL and never equal a value).
const textEquals = (column: Expr, value: string): Expr => sql`${column} = ${value}`;

/** Each field type's equality as core reads its value: text as is, a number as exact decimal text, a boolean. */
const equalsByType: { readonly [K in EqualFieldType]: Equals } = {
  text: textEquals,
  long_text: textEquals,
  url: textEquals,
  email: textEquals,
  phone_number: textEquals,
  number: (column, value: string) => sql`${column} = cast(${value} as numeric)`,
  // A box of a row older than the field is NULL: unticked.
  boolean: (column, value: boolean) => sql`coalesce(${column}, false) = ${value}`,
  rating: (column, value: string) => sql`${numericColumnSql(column, 'rating')} = cast(${value} as numeric)`,
  autonumber: (column, value: string) => sql`${column} = cast(${value} as numeric)`,
  duration: (column, value: string) => sql`${numericColumnSql(column, 'duration')} = cast(${value} as numeric)`,
};

/** `equal`: the cell equals the value as its field type compares. */
export const equalCondition: ServerFilterType<never> = {
  conditionSql: (column, value, field) => equalsByType[field.type as EqualFieldType](column, value),
};

/** `not_equal`: its negation; empty cells match. */
export const notEqualCondition = negationOf(equalCondition);
