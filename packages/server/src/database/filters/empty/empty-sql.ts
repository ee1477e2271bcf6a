import { sql } from 'kysely';
import { serverFieldTypes } from '../../fields/server-field-types.js';
import type { Expr } from '../../fields/server-field-type.js';
import type { FieldRecord } from '../../fields/fields.repo.js';
import type { ServerFilterType } from '../server-filter-type.js';

function isEmpty(column: Expr, field: FieldRecord): Expr {
  return serverFieldTypes[field.type].emptySql?.(column, field.options, field) ?? sql`${column} is null`;
}

/** `empty`: what the field type counts as no value. */
export const emptyCondition: ServerFilterType<null> = { conditionSql: (column, _value, field) => isEmpty(column, field) };

/** `not_empty`: its negation. */
export const notEmptyCondition: ServerFilterType<null> = {
  conditionSql: (column, _value, field) => sql`not coalesce(${isEmpty(column, field)}, false)`,
};
