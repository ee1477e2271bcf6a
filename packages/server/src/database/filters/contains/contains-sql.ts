import { sql } from 'kysely';
import { serverFieldTypes } from '../../fields/server-field-types.js';
import type { ServerFilterType } from '../server-filter-type.js';

// `contains` means what search means for the field (a date's shown text, a number only for numeric
// values); where search skips the field, nothing matches.
const containsSql: ServerFilterType<string>['conditionSql'] = (column, value, field) =>
  serverFieldTypes[field.type].searchSql(column, value, field.options) ?? sql`false`;

/** `contains`: case-insensitive substring of the cell's text form. */
export const containsCondition: ServerFilterType<string> = { conditionSql: containsSql };

/** `contains_not`: its negation; empty cells match. */
export const containsNotCondition: ServerFilterType<string> = {
  conditionSql: (column, value, field) => sql`not coalesce(${containsSql(column, value, field)}, false)`,
};
