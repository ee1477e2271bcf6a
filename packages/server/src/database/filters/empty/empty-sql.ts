import { sql } from 'kysely';
import { serverFieldTypes } from '../../fields/server-field-types.js';
import { negationOf, type ServerFilterType } from '../server-filter-type.js';

/** `empty`: what the field type counts as no value. */
export const emptyCondition: ServerFilterType<null> = {
  conditionSql: (column, _value, field) => serverFieldTypes[field.type].emptySql?.(column, field.options, field) ?? sql`${column} is null`,
};

/** `not_empty`: its negation. */
export const notEmptyCondition = negationOf(emptyCondition);
