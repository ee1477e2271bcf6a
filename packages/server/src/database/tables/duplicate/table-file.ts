import { databaseFileFormat, databaseFileVersion, fieldTypes, type DatabaseFile, type DatabaseFileRow } from '@cellar/core';
import type { Executor } from '../../../db/executor.js';
import { exportTableStructure } from '../../database-file/export-database-file.js';
import { exportRows } from '../../database-file/export-rows.js';
import type { FieldRecord } from '../../fields/fields.repo.js';
import type { TableRecord } from '../tables.repo.js';

/**
 * One table as a database file of its own, for its duplicate: its fields, views and rows, less the
 * links to other tables (a file names only its own tables), which are answered apart (`outward`)
 * for the duplicate to make again (outward-links.ts).
 */
export async function tableAsFile(db: Executor, table: TableRecord, name: string): Promise<{ file: DatabaseFile; outward: FieldRecord[] }> {
  const { fieldRecords, ...structure } = await exportTableStructure(db, table);
  const outward = new Set(structure.fields.filter((field) => {
    const link = fieldTypes[field.type].databaseFile?.link?.(field.options);
    return link !== undefined && link !== null && link.tableId !== table.id;
  }).map((field) => field.id));
  const rows = (await exportRows(db, table.id, fieldRecords)).map((row) => {
    const kept: DatabaseFileRow = { id: row.id, order: row.order };
    for (const [key, value] of Object.entries(row)) if (key.startsWith('field_') && !outward.has(Number(key.slice(6)))) kept[key] = value;
    return kept;
  });
  const views = structure.views.map((view) => ({
    ...view,
    filters: view.filters.filter((filter) => !outward.has(filter.field)),
    sortings: view.sortings.filter((sorting) => !outward.has(sorting.field)),
    field_options: Object.fromEntries(Object.entries(view.field_options).filter(([id]) => !outward.has(Number(id)))),
  }));
  const fields = structure.fields.filter((field) => !outward.has(field.id));
  const file: DatabaseFile = { format: databaseFileFormat, version: databaseFileVersion, database: { name, tables: [{ ...structure, name, fields, views, rows }] } };
  return { file, outward: fieldRecords.filter((field) => outward.has(field.id)) };
}
