import type { DatabaseFileField, DatabaseFileTable } from './database-file-schema.js';

/** What the checks know of a file by id: its tables, its fields with their tables, each table's rows. */
export interface DatabaseFileIndex {
  tables: ReadonlyMap<number, DatabaseFileTable>;
  fields: ReadonlyMap<number, { field: DatabaseFileField; tableId: number }>;
  rowIds(tableId: number): ReadonlySet<number>;
}
