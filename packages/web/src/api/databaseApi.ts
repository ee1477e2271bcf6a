import {
  buildPath,
  buildQuery,
  databaseEndpoints as e,
  formulaEndpoints,
  type CsvImportResult,
  type Field,
  type FieldBody,
  type FieldChangePreview,
  type FieldOptionsBody,
  type GridFieldOptions,
  type Row,
  type RowPage,
  type RowValues,
  type Table,
  type TypeFormulaResult,
  type ValuesNotFitting,
  type View,
} from '@cellar/core';
import type { ApiClient } from './client';
import { callEndpoint } from './endpointCall';
import type { UploadProgress } from './sendFile';
import { createRowActivityApi, type RowActivityApi } from './rowActivityApi';
import { createViewSettingsApi, type ViewSettingsApi } from './viewSettingsApi';

/** The rows a new table starts with instead of the example content (contract §8). */
export interface InitialTableData {
  data: string[][];
  first_row_header: boolean;
}

/** How the server is to read a streamed CSV file, and the new table's name. */
export interface CsvImportQuery {
  name: string;
  separator: string;
  encoding: string;
  first_row_header: boolean;
  /** JSON of the typed columns (core's `importedColumnBodies`), when values not fitting them are to be reported. */
  column_types?: string;
  values_not_fitting?: ValuesNotFitting;
}

/** Lets a caller follow a long upload and stop it; stopping it leaves nothing behind on the server. */
export interface UploadTracking {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/** One row's id with the cells to change, in a batch. */
export type RowChange = { id: number } & RowValues;

/** The database endpoints of contract §8–§11. */
export interface DatabaseApi extends ViewSettingsApi, RowActivityApi {
  listTables(databaseId: number): Promise<Table[]>;
  /** Creates the example table, or one of text fields from `initial` data. */
  createTable(databaseId: number, name: string, initial?: InitialTableData): Promise<Table>;
  /** Creates a table from a CSV file of any size, which the server reads as it arrives; lines it cannot store are reported. */
  importCsv(databaseId: number, file: Blob, query: CsvImportQuery, tracking?: UploadTracking): Promise<CsvImportResult>;
  renameTable(tableId: number, name: string): Promise<Table>;
  deleteTable(tableId: number): Promise<void>;

  listFields(tableId: number): Promise<Field[]>;
  createField(tableId: number, body: FieldBody): Promise<Field>;
  updateField(fieldId: number, body: FieldBody): Promise<Field>;
  /** What a change would do to the field's cells, changing nothing (shown before a lossy change). */
  previewFieldChange(fieldId: number, body: FieldBody): Promise<FieldChangePreview>;
  deleteField(fieldId: number): Promise<void>;
  /** What a formula would be for a table (its type and display options, or its error), saving nothing (issue 34). */
  typeFormula(tableId: number, body: { formula: string; name: string }): Promise<TypeFormulaResult>;

  /** A page of a table's rows, optionally searched (the link field's row selection). */
  listRows(tableId: number, query: { page: number; size: number; search?: string }, options?: { signal?: AbortSignal }): Promise<RowPage>;
  getRow(tableId: number, rowId: number): Promise<Row>;
  createRow(tableId: number, values: RowValues, beforeId?: number): Promise<Row>;
  updateRow(tableId: number, rowId: number, values: RowValues): Promise<Row>;
  deleteRow(tableId: number, rowId: number): Promise<void>;
  /** Creates up to `rowBatchLimit` rows in one transaction, at the end or before a row; answers them in the order sent. */
  createRows(tableId: number, items: RowValues[], beforeId?: number): Promise<Row[]>;
  /** Changes up to `rowBatchLimit` rows in one transaction. */
  updateRows(tableId: number, items: RowChange[]): Promise<Row[]>;
  /** Deletes up to `rowBatchLimit` rows in one transaction. */
  deleteRows(tableId: number, rowIds: number[]): Promise<void>;

  listViews(tableId: number): Promise<View[]>;
  /** A window of a grid view's rows; `fieldOptions` adds the column settings to the answer. */
  /** A window of a grid view's rows; `search` keeps the rows whose id or a searchable cell contains it. */
  gridRows(viewId: number, window: { offset: number; limit: number; fieldOptions?: boolean; search?: string }, options?: { signal?: AbortSignal }): Promise<RowPage>;
  /** Fresh copies of chosen rows, limited to some fields, e.g. after a field conversion. */
  gridRowsById(viewId: number, rowIds: number[], fieldIds?: number[], options?: { signal?: AbortSignal }): Promise<Row[]>;
  updateFieldOptions(viewId: number, changes: FieldOptionsBody['field_options']): Promise<{ field_options: Record<string, GridFieldOptions> }>;
}

/** Binds the database endpoints to a client. */
export function createDatabaseApi(client: ApiClient): DatabaseApi {
  return {
    listTables: (database_id) => callEndpoint(client, e.listTables, { params: { database_id } }),
    createTable: (database_id, name, initial) => callEndpoint(client, e.createTable, { params: { database_id }, body: { name, ...initial } }),
    importCsv(database_id, file, query, { signal, onProgress } = {}) {
      // The body is the file itself, not JSON, so this endpoint goes through `upload` rather than callEndpoint.
      const path = buildPath(e.importCsv.path, { database_id }).replace(/^\/api/, '') + buildQuery({ ...query });
      return client.upload<CsvImportResult>(path, file, { contentType: 'text/csv', signal, onProgress });
    },
    renameTable: (table_id, name) => callEndpoint(client, e.updateTable, { params: { table_id }, body: { name } }),
    deleteTable: (table_id) => callEndpoint(client, e.deleteTable, { params: { table_id } }),

    listFields: (table_id) => callEndpoint(client, e.listFields, { params: { table_id } }),
    createField: (table_id, body) => callEndpoint(client, e.createField, { params: { table_id }, body }),
    updateField: (field_id, body) => callEndpoint(client, e.updateField, { params: { field_id }, body }),
    previewFieldChange: (field_id, body) => callEndpoint(client, e.previewFieldChange, { params: { field_id }, body }),
    deleteField: (field_id) => callEndpoint(client, e.deleteField, { params: { field_id } }),
    typeFormula: (table_id, body) => callEndpoint(client, formulaEndpoints.typeFormula, { params: { table_id }, body }),

    listRows: (table_id, { page, size, search }, { signal } = {}) =>
      callEndpoint(client, e.listRows, { params: { table_id }, query: { page, size, search: search || undefined }, signal }),
    getRow: (table_id, row_id) => callEndpoint(client, e.getRow, { params: { table_id, row_id } }),
    createRow: (table_id, values, before) => callEndpoint(client, e.createRow, { params: { table_id }, body: values, query: { before } }),
    updateRow: (table_id, row_id, values) => callEndpoint(client, e.updateRow, { params: { table_id, row_id }, body: values }),
    deleteRow: (table_id, row_id) => callEndpoint(client, e.deleteRow, { params: { table_id, row_id } }),
    createRows: async (table_id, items, before) => (await callEndpoint(client, e.createRows, { params: { table_id }, body: { items }, query: { before } })).items,
    updateRows: async (table_id, items) => (await callEndpoint(client, e.updateRows, { params: { table_id }, body: { items } })).items,
    deleteRows: (table_id, items) => callEndpoint(client, e.deleteRows, { params: { table_id }, body: { items } }),

    listViews: (table_id) => callEndpoint(client, e.listViews, { params: { table_id }, query: { include: 'filters,sortings' } }),
    gridRows(view_id, { offset, limit, fieldOptions, search }, { signal } = {}) {
      // Every window carries its rows' comment counts (row_metadata), for the grid's badges.
      const query = { limit, offset, include: fieldOptions ? 'field_options,row_metadata' : 'row_metadata', search: search || undefined };
      // Only a `count` query answers `{count}`; a limit/offset read always answers a page.
      return callEndpoint(client, e.listGridRows, { params: { view_id }, query, signal }) as Promise<RowPage>;
    },
    gridRowsById: (view_id, row_ids, field_ids, { signal } = {}) =>
      callEndpoint(client, e.gridRowsById, { params: { view_id }, body: { row_ids, ...(field_ids ? { field_ids } : {}) }, signal }),
    updateFieldOptions: (view_id, field_options) => callEndpoint(client, e.updateGridFieldOptions, { params: { view_id }, body: { field_options } }),
    ...createViewSettingsApi(client),
    ...createRowActivityApi(client),
  };
}
