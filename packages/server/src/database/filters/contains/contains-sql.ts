import { sql } from 'kysely';
import { serverFieldTypes } from '../../fields/server-field-types.js';
import { negationOf, type ServerFilterType } from '../server-filter-type.js';

/**
 * `contains`: case-insensitive substring of the cell's text form. It means what search means for
 * the field (a date's shown text, a number only for numeric values); where search skips the
 * field, nothing matches.
 */
export const containsCondition: ServerFilterType<string> = {
  conditionSql: (column, value, field) => serverFieldTypes[field.type].searchSql(column, value, field.options) ?? sql`false`,
};

/** `contains_not`: its negation; empty cells match. */
export const containsNotCondition = negationOf(containsCondition);
