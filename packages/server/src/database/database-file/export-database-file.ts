import { constraintsOf, databaseFileFormat, databaseFileVersion, DomainError, fieldTypes, type DatabaseFile, type DatabaseFileTable } from '@cellar/core';
import { findApplication } from '../../applications/applications.repo.js';
import type { Executor } from '../../db/executor.js';
import { listFields, type FieldRecord } from '../fields/fields.repo.js';
import { listTablesOfDatabases, type TableRecord } from '../tables/tables.repo.js';
import { listViewFilters } from '../views/view-filters.repo.js';
import { listViewSortings } from '../views/view-sortings.repo.js';
import { fieldOptionsOf, listViews } from '../views/views.repo.js';
import { exportRows } from './export-rows.js';

// The settings its type has (a stored key of a type it had before would be refused as unknown), and the keys only a file holds.
function settingsOf(field: FieldRecord): Record<string, unknown> {
  const type = fieldTypes[field.type];
  const parsed = type.optionsSchema.safeParse(field.options);
  const own = parsed.success ? (parsed.data as Record<string, unknown>) : {};
  const fileOnly = (type.databaseFile?.fileOptionKeys ?? []).filter((key) => key in field.options).map((key) => [key, field.options[key]]);
  return { ...own, ...Object.fromEntries(fileOnly) };
}

/** A table of a file without its rows: its fields, views and their settings. */
export async function exportTableStructure(db: Executor, table: TableRecord): Promise<DatabaseFileTable & { fieldRecords: FieldRecord[] }> {
  const fields = await listFields(db, table.id);
  const views = await listViews(db, table.id);
  const viewIds = views.map((view) => view.id);
  const filters = await listViewFilters(db, viewIds);
  const sortings = await listViewSortings(db, viewIds);
  const fieldIds = fields.map((field) => field.id);
  return {
    id: table.id,
    name: table.name,
    fields: fields.map((field) => {
      const constraints = constraintsOf(field.options);
      return { id: field.id, name: field.name, type: field.type, primary: field.primary, options: settingsOf(field), ...(constraints.length > 0 ? { field_constraints: constraints } : {}) };
    }),
    views: await Promise.all(
      views.map(async (view) => ({
        id: view.id,
        type: view.type,
        name: view.name,
        filter_type: view.filter_type,
        filters_disabled: view.filters_disabled,
        filters: filters.filter((filter) => filter.view_id === view.id).map((filter) => ({ field: filter.field_id, type: filter.type as never, value: filter.value })),
        sortings: sortings.filter((sorting) => sorting.view_id === view.id).map((sorting) => ({ field: sorting.field_id, order: sorting.order })),
        field_options: await fieldOptionsOf(db, view.id, fieldIds),
      })),
    ),
    rows: [],
    fieldRecords: fields,
  };
}

async function exportTable(db: Executor, table: TableRecord): Promise<DatabaseFileTable> {
  const { fieldRecords, ...structure } = await exportTableStructure(db, table);
  return { ...structure, rows: await exportRows(db, table.id, fieldRecords) };
}

/**
 * A database as a database file (docs/database-file-format.md): its tables in order with their
 * fields, views and rows. The database's own ids serve as the file's ids (unique per kind, as the
 * format asks), so what the file names is what the database holds.
 */
export async function exportDatabaseFile(db: Executor, databaseId: number): Promise<DatabaseFile> {
  const application = await findApplication(db, databaseId);
  if (!application || application.type !== 'database') throw new DomainError('ERROR_APPLICATION_DOES_NOT_EXIST');
  const tables: DatabaseFileTable[] = [];
  for (const table of await listTablesOfDatabases(db, [databaseId])) tables.push(await exportTable(db, table));
  return { format: databaseFileFormat, version: databaseFileVersion, database: { name: application.name, tables } };
}
