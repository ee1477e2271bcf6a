import { sql, type RawBuilder } from 'kysely';

// Apart from the DDL, which needs the field types: a field type's own SQL can name tables and
// columns without importing the registry it belongs to.

/** The SQL name of a table's row store. */
export function userTableName(tableId: number): string {
  return `database_table_${tableId}`;
}

/** The SQL name of a field's column. */
export function fieldColumnName(fieldId: number): string {
  return `field_${fieldId}`;
}

/** A reference to a user table, safe to put into SQL. */
export function userTable(tableId: number): RawBuilder<unknown> {
  return sql.table(userTableName(tableId));
}
