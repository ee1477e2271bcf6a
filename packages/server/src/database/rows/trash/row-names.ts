import { cellColumn } from '../../fields/cell-column.js';
import type { FieldRecord } from '../../fields/fields.repo.js';
import type { Expr } from '../../fields/server-field-type.js';
import { serverFieldTypes } from '../../fields/server-field-types.js';
import { hasColumn } from '../../tables/user-table-ddl.js';

/** A row's primary cell as text, for a statement over the table; null when the primary field has no column (a link). */
export function primaryTextSql(fields: FieldRecord[]): Expr | null {
  const primary = fields.find((field) => field.primary);
  if (!primary || !hasColumn(primary)) return null;
  return serverFieldTypes[primary.type].toTextSql(cellColumn(primary), primary.options);
}
