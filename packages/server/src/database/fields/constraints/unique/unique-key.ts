import { sql } from 'kysely';
import type { FieldRecord } from '../../fields.repo.js';
import type { Expr } from '../../server-field-type.js';
import { serverFieldTypes } from '../../server-field-types.js';
import { columnOf } from '../server-constraint-type.js';

/**
 * What the unique index holds of a cell: text columns by their MD5 (a btree entry must fit a third
 * of a page, which a long text need not; 128 bits make a false duplicate unthinkable), every other
 * column as it is. The same expression finds the row a refused value conflicts with.
 */
export function uniqueKeySql(field: FieldRecord): Expr {
  const column = columnOf(field);
  return serverFieldTypes[field.type].columnType(field.options) === 'text' ? sql`md5(${column})` : column;
}

/** The SQL type of the key: `text` for an MD5, else the column's type (from the field types, never from input). */
export function uniqueKeyType(field: FieldRecord): string {
  return serverFieldTypes[field.type].columnType(field.options) ?? 'text';
}

/** The key's SQL text, as PostgreSQL names it in a unique violation's detail: `Key (<key>)=(<value>) already exists.` */
export function uniqueKeyText(field: FieldRecord): string {
  const column = `field_${field.id}`;
  return serverFieldTypes[field.type].columnType(field.options) === 'text' ? `md5(${column})` : column;
}
