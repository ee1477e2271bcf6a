import { sql } from 'kysely';
import type { ServerFilterType } from '../server-filter-type.js';
import { numericColumnSql } from './numeric-column.js';

// Core gives the value as plain decimal text; numeric compares it exactly, and NULL never matches.

/** `higher_than`: the number is strictly greater than the value. */
export const higherThanCondition: ServerFilterType<string> = {
  conditionSql: (column, value, field) => sql`${numericColumnSql(column, field.type)} > cast(${value} as numeric)`,
};

/** `lower_than`: the number is strictly smaller than the value. */
export const lowerThanCondition: ServerFilterType<string> = {
  conditionSql: (column, value, field) => sql`${numericColumnSql(column, field.type)} < cast(${value} as numeric)`,
};

/** `higher_than_or_equal`: the number is the value or greater. */
export const higherThanOrEqualCondition: ServerFilterType<string> = {
  conditionSql: (column, value, field) => sql`${numericColumnSql(column, field.type)} >= cast(${value} as numeric)`,
};

/** `lower_than_or_equal`: the number is the value or smaller. */
export const lowerThanOrEqualCondition: ServerFilterType<string> = {
  conditionSql: (column, value, field) => sql`${numericColumnSql(column, field.type)} <= cast(${value} as numeric)`,
};
