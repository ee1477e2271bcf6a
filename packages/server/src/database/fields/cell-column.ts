import { sql } from 'kysely';
import { fieldColumnName } from '../tables/user-table-names.js';
import type { FieldRecord } from './fields.repo.js';
import type { Expr } from './server-field-type.js';
import { serverFieldTypes } from './server-field-types.js';

// Most fields keep their cells in their own column, `field_<id>`. The created_on, last_modified,
// created_by and last_modified_by types read a system column of the row instead (tables/system-columns.ts),
// so adding one to a table of a million rows writes nothing. Every read (select, search, filters,
// sorts, sort indexes) names a field's cells through this one function.

/** The column a field's cells are read from: its own, or the system column its type reads. */
export function cellColumnName(field: FieldRecord): string {
  return serverFieldTypes[field.type].systemColumn ?? fieldColumnName(field.id);
}

/** A reference to a field's cells, optionally of a table alias. */
export function cellColumn(field: FieldRecord, alias?: string): Expr {
  const name = cellColumnName(field);
  return sql.ref(alias ? `${alias}.${name}` : name);
}

/** Whether a field's cells are read from a column of its table (its own or a system one), as opposed to elsewhere (a link's). */
export function hasCells(field: FieldRecord): boolean {
  const type = serverFieldTypes[field.type];
  return type.systemColumn !== undefined || type.columnType(field.options) !== null;
}
