import { buildPath, databaseEndpoints as e, type Field, type FieldTypeName, type GridFieldOptions, type Row, type RowPage, type Table, type View } from '@cellar/core';
import type { ApiClient, RequestOptions } from './client';
import { callEndpoint } from './endpointCall';

/** A field create or change body: name, type and the type's own options (contract §9.1). */
export type FieldBody = { name?: string; type?: FieldTypeName } & Record<string, unknown>;
/** Cell values keyed `field_<id>`. */
export type RowValues = Record<`field_${number}`, unknown>;
/** One window of grid rows; field options only when asked for. */
export type GridPage = RowPage;

/** The database endpoints of contract §8–§11. */
export interface DatabaseApi {
  listTables(databaseId: number): Promise<Table[]>;
  createTable(databaseId: number, name: string): Promise<Table>;
  renameTable(tableId: number, name: string): Promise<Table>;
  deleteTable(tableId: number): Promise<void>;

  listFields(tableId: number): Promise<Field[]>;
  createField(tableId: number, body: FieldBody): Promise<Field>;
  updateField(fieldId: number, body: FieldBody): Promise<Field>;
  deleteField(fieldId: number): Promise<void>;

  createRow(tableId: number, values: RowValues, beforeId?: number): Promise<Row>;
  updateRow(tableId: number, rowId: number, values: RowValues): Promise<Row>;
  deleteRow(tableId: number, rowId: number): Promise<void>;

  listViews(tableId: number): Promise<View[]>;
  /** A window of a grid view's rows; `fieldOptions` adds the column settings to the answer. */
  gridRows(viewId: number, window: { offset: number; limit: number; fieldOptions?: boolean }, options?: RequestOptions): Promise<GridPage>;
  /** Fresh copies of chosen rows, limited to some fields, e.g. after a field conversion. */
  gridRowsById(viewId: number, rowIds: number[], fieldIds?: number[], options?: RequestOptions): Promise<Row[]>;
  updateFieldOptions(viewId: number, changes: Record<number, Partial<GridFieldOptions>>): Promise<{ field_options: Record<string, GridFieldOptions> }>;
}

// Core declares full paths; the client adds the /api prefix itself. Used where a query string is needed.
const path = (template: string, params: Record<string, number>) => buildPath(template, params).replace(/^\/api/, '');

/** Binds the database endpoints to a client. */
export function createDatabaseApi(client: ApiClient): DatabaseApi {
  return {
    listTables: (database_id) => callEndpoint(client, e.listTables, { database_id }),
    createTable: (database_id, name) => callEndpoint(client, e.createTable, { database_id }, { name }),
    renameTable: (table_id, name) => callEndpoint(client, e.updateTable, { table_id }, { name }),
    deleteTable: (table_id) => callEndpoint(client, e.deleteTable, { table_id }),

    listFields: (table_id) => callEndpoint(client, e.listFields, { table_id }),
    createField: (table_id, body) => client.post(path(e.createField.path, { table_id }), body),
    updateField: (field_id, body) => client.patch(path(e.updateField.path, { field_id }), body),
    deleteField: (field_id) => callEndpoint(client, e.deleteField, { field_id }),

    createRow(table_id, values, beforeId) {
      const query = beforeId === undefined ? '' : `?before=${beforeId}`;
      return client.post(`${path(e.createRow.path, { table_id })}${query}`, values);
    },
    updateRow: (table_id, row_id, values) => client.patch(path(e.updateRow.path, { table_id, row_id }), values),
    deleteRow: (table_id, row_id) => callEndpoint(client, e.deleteRow, { table_id, row_id }),

    listViews: (table_id) => client.get(`${path(e.listViews.path, { table_id })}?include=filters,sortings`),
    gridRows(view_id, { offset, limit, fieldOptions }, options) {
      const include = fieldOptions ? '&include=field_options' : '';
      return client.get(`${path(e.listGridRows.path, { view_id })}?limit=${limit}&offset=${offset}${include}`, options);
    },
    gridRowsById: (view_id, row_ids, field_ids, options) =>
      callEndpoint(client, e.gridRowsById, { view_id }, { row_ids, ...(field_ids ? { field_ids } : {}) }, options),
    updateFieldOptions: (view_id, changes) => client.patch(path(e.updateGridFieldOptions.path, { view_id }), { field_options: changes }),
  };
}
