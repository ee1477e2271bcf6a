import { DomainError, fieldTypes, type DatabaseFileRow } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import { serverFieldTypes } from '../fields/server-field-types.js';
import { prepareCells, withDefaults } from '../rows/row-values.js';
import { insertRows, type CellValues } from '../rows/rows.repo.js';
import type { RowAuthor } from '../tables/system-columns.js';
import type { CreatedIds } from './file-id-map.js';
import type { ImportedField, ImportedTable } from './import-fields.js';

// Rows per insert: each batch is one prepare and one multi-row insert (split further by insertRows under the parameter limit).
const rowsPerBatch = 2_000;

/** Whether a field's values live outside its table's row (a link's relation table): written once every row exists. */
const isExternal = (field: ImportedField) => serverFieldTypes[field.record.type].writeExternal !== undefined;

/** Whether a field's cells are the server's (created_on, autonumber…): not imported; an autonumber numbers rows as they are inserted, in file order. */
const isReadOnly = (field: ImportedField) => fieldTypes[field.record.type].readOnly === true;

// A cell as the file holds it, checked by its type and with its file ids mapped; the file was read whole before, so it passes.
function importedCell(field: ImportedField, value: unknown, ids: CreatedIds): unknown {
  const type = fieldTypes[field.file.type];
  const parsed = type.parseApiValue(value, field.fileOptions);
  if (!parsed.ok) throw new DomainError('ERROR_DATABASE_FILE_INVALID', { [`field_${field.file.id}`]: [parsed.error] });
  return type.databaseFile?.importCell ? type.databaseFile.importCell(parsed.value, field.fileOptions, ids) : parsed.value;
}

// The order of a row the file gives none: the next whole number after the previous row's.
function nextWhole(previous: string): string {
  return `${BigInt(previous.split('.')[0] as string) + 1n}`;
}

async function importTableRows(db: Executor, table: ImportedTable, columns: ImportedField[], ids: CreatedIds, author: RowAuthor): Promise<void> {
  const records = columns.map((field) => field.record);
  const created = ids.rowsOf(table.file.id);
  let previous = '0';
  for (let start = 0; start < table.file.rows.length; start += rowsPerBatch) {
    const rows = table.file.rows.slice(start, start + rowsPerBatch) as DatabaseFileRow[];
    const cells = rows.map((row) => {
      const values: CellValues = new Map();
      for (const field of columns) {
        const value = row[`field_${field.file.id}`];
        if (value !== undefined) values.set(field.record.id, importedCell(field, value, ids));
      }
      return withDefaults(records, values);
    });
    const orders = rows.map((row) => (previous = row.order ?? nextWhole(previous)));
    const prepared = await prepareCells(db, records, cells, 'imported');
    const rowIds = await insertRows(db, table.record.id, records, prepared.map((values, index) => ({ order: orders[index] as string, cells: values })), author);
    rows.forEach((row, index) => created.set(row.id, rowIds[index] as number));
  }
}

// A pair's links from both sides' cells: the first side's own, and the second side's read backwards (row r lists a: a links r).
function linksOf(first: ImportedField, mirrors: ImportedField[], tables: Map<number, ImportedTable>, ids: CreatedIds): Map<number, Set<number>> {
  const links = new Map<number, Set<number>>();
  const add = (rowId: number | undefined, linked: number | undefined) => {
    if (rowId === undefined || linked === undefined) return;
    const set = links.get(rowId) ?? new Set<number>();
    links.set(rowId, set.add(linked));
  };
  for (const row of (tables.get(first.fileTableId)?.file.rows ?? []) as DatabaseFileRow[]) {
    const value = row[`field_${first.file.id}`];
    if (value !== undefined) for (const id of importedCell(first, value, ids) as number[]) add(ids.row(first.fileTableId, row.id), id);
  }
  for (const mirror of mirrors) {
    for (const row of (tables.get(mirror.fileTableId)?.file.rows ?? []) as DatabaseFileRow[]) {
      const value = row[`field_${mirror.file.id}`];
      if (value !== undefined) for (const id of importedCell(mirror, value, ids) as number[]) add(id, ids.row(mirror.fileTableId, row.id));
    }
  }
  return links;
}

/**
 * Writes the file's rows through the batched insert, table by table, keeping their orders, then
 * the values kept outside the rows (links) in bulk through their type's `writeExternal`, once
 * every row they name exists: a pair's links once, from its first side.
 */
export async function importRows(db: Executor, tables: ImportedTable[], fields: ImportedField[], ids: CreatedIds, author: RowAuthor): Promise<void> {
  for (const table of tables) {
    await importTableRows(db, table, fields.filter((field) => field.fileTableId === table.file.id && !isExternal(field) && !isReadOnly(field)), ids, author);
  }
  const byId = new Map(tables.map((table) => [table.file.id, table]));
  for (const first of fields.filter((field) => isExternal(field) && field.mirrorOf === undefined)) {
    const mirrors = fields.filter((field) => field.mirrorOf === first.file.id);
    const links = [...linksOf(first, mirrors, byId, ids)];
    if (links.length === 0) continue;
    const prepared = await prepareCells(db, [first.record], links.map(([, linked]) => new Map([[first.record.id, [...linked]]])), 'imported');
    const rows = links.map(([rowId], index) => ({ rowId, value: prepared[index]?.get(first.record.id) }));
    await serverFieldTypes[first.record.type].writeExternal?.(db, first.record, rows);
  }
}
