import { fieldTypes, type DatabaseFileRow } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import type { FieldTextSql, PresentContext } from '../fields/server-field-type.js';
import { serverFieldTypes } from '../fields/server-field-types.js';
import type { RowKey } from '../rows/row-positions.js';
import { fieldColumnName } from '../tables/user-table-names.js';
import { rowsAfter } from './database-file.repo.js';

// Rows per window: a bounded read each, with one query per link field for the window's links.
const rowsPerWindow = 1_000;
// File cells keep names, not URLs: the URLs presented on the way are dropped by the type's file rules.
const noMedia: PresentContext = { publicUrl: 'http://localhost', mediaUrl: 'http://localhost/media/' };
// A link's cells keep ids only; the linked rows' primary text is not read.
const noText: FieldTextSql = () => null;

/**
 * A table's rows as a database file holds them, read in windows by key in the table's order: each
 * cell presented by its type as the rows API would, then given by its file rules as ids (a link's
 * rows, a select's option, a file's name); values kept outside the row read once per window. One
 * window at a time, so an export of any size holds one window in memory.
 */
export async function* exportRowWindows(db: Executor, tableId: number, fields: FieldRecord[]): AsyncGenerator<DatabaseFileRow[]> {
  // A read-only type's cells (created_on, autonumber…) are the server's: a file does not carry them.
  const cellFields = fields.filter((field) => !fieldTypes[field.type].readOnly);
  for (let after: RowKey | null = null; ; ) {
    const window = await rowsAfter(db, tableId, cellFields, after, rowsPerWindow);
    if (window.length === 0) return;
    const ids = window.map((raw) => raw.id);
    const external = new Map<number, Map<number, unknown>>();
    for (const field of cellFields) {
      const read = serverFieldTypes[field.type].readExternal;
      if (read) external.set(field.id, await read(db, field, ids, noText));
    }
    const rows: DatabaseFileRow[] = [];
    for (const raw of window) {
      const row: DatabaseFileRow = { id: raw.id, order: String(raw.order) };
      for (const field of cellFields) {
        const key = fieldColumnName(field.id);
        const value = serverFieldTypes[field.type].fromDb(external.get(field.id)?.get(raw.id) ?? raw[key], field.options, noMedia);
        const exportCell = fieldTypes[field.type].databaseFile?.exportCell;
        row[key] = exportCell ? exportCell(value) : value;
      }
      rows.push(row);
    }
    yield rows;
    const last = window[window.length - 1] as { id: number; order: string };
    after = { order: String(last.order), id: last.id };
  }
}

/** Every row of a table as a database file holds them (`exportRowWindows`, gathered). */
export async function exportRows(db: Executor, tableId: number, fields: FieldRecord[]): Promise<DatabaseFileRow[]> {
  const rows: DatabaseFileRow[] = [];
  for await (const window of exportRowWindows(db, tableId, fields)) rows.push(...window);
  return rows;
}
