import { sql } from 'kysely';
import type { FieldRecord } from '../fields/fields.repo.js';
import type { Expr } from '../fields/server-field-type.js';

/** A filter type's SQL: the condition on a field's column for the value core read (contract §11.2). */
export interface ServerFilterType<Value = unknown> {
  conditionSql(column: Expr, value: Value, field: FieldRecord): Expr;
}

/** The negation of a filter: rows it does not match, empty cells (where it is NULL) included. */
export function negationOf<Value>(filter: ServerFilterType<Value>): ServerFilterType<Value> {
  return { conditionSql: (column, value, field) => sql`not coalesce(${filter.conditionSql(column, value, field)}, false)` };
}
