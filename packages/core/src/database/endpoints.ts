import type { z } from 'zod';
import { endpoint, serviceCheckedBody } from '../api/endpoint.js';
import type { FieldTypeName } from '../fields/field-type.js';
import type { Field, GridFieldOptions, Row, RowPage, Table, View } from '../fields/field-types.js';
import { createRowQuery, gridRowsQuery, listRowsQuery, rowFieldNamesQuery, viewIncludeQuery } from '../rows/query-schemas.js';
import {
  createRowsRequest, createTableRequest, createViewRequest, deleteRowsRequest, gridRowsByIdRequest, importBodyLimit, importCsvQuery, updateRowsRequest, updateTableRequest,
  updateViewRequest,
} from './schemas.js';

/** A line of a streamed import that did not become a row, and why (`line` is the record's number in the file, 1 for the first). */
export interface RejectedImportLine {
  line: number;
  error: string;
}

/** What a streamed CSV import made: the table, its rows, and the lines it could not take (the first 1000 of them). */
export interface CsvImportResult {
  table: Table;
  imported_rows: number;
  rejected_rows: number;
  report: RejectedImportLine[];
}

/** A field create or change body: name, type and the type's own options (contract §9.1). */
export type FieldBody = { name?: string; type?: FieldTypeName } & Record<string, unknown>;
/** Cell values keyed `field_<id>` (contract §10.1). */
export type RowValues = Record<`field_${number}`, unknown>;
/** What a field change would do to the cells it converts: Cellar's dry run before a lossy change. */
export interface FieldChangePreview {
  /** Cells that hold a value today. */
  filled: number;
  /** Of those, the cells the change would leave empty. */
  emptied: number;
  /** Of those, the cells that would keep a value that reads differently (rounded, reformatted, cut). */
  changed: number;
}
/** The body of a grid view's field options change (contract §11.4). */
export interface FieldOptionsBody {
  field_options: Record<string, Partial<GridFieldOptions>>;
}

const fieldBody = serviceCheckedBody<FieldBody>(
  "The field's name, type and the type's own options, and `field_constraints`: a list of `{\"type_name\": \"unique_with_empty\"}` or `{\"type_name\": \"required\"}` (text, long text, url, email, phone number, number, duration, date and single select fields).",
);
// Checked after the view is looked up: an unknown view is a 404 whatever the body (contract §1.4, §11.1).
const viewChangeBody = serviceCheckedBody<z.input<typeof updateViewRequest>>('The view\'s new name, filter type or whether its filters are off.');
const rowBody = serviceCheckedBody<RowValues>('Cell values keyed `field_<id>` (by field name with `user_field_names`); keys left out keep their value or default.');
// Checked by the service after the table and the caller's right, as the single-row bodies are.
const createRowsBody = serviceCheckedBody<z.input<typeof createRowsRequest>>('`items`: up to 200 rows, each its cells keyed `field_<id>` (by field name with `user_field_names`).');
const updateRowsBody = serviceCheckedBody<z.input<typeof updateRowsRequest>>('`items`: up to 200 rows, each its `id` and the cells to change.');
const deleteRowsBody = serviceCheckedBody<z.input<typeof deleteRowsRequest>>('`items`: the ids of up to 200 rows.');
const fieldOptionsBody = serviceCheckedBody<FieldOptionsBody>("Column settings keyed by field id; only the keys sent change.");

/** Tables, fields, rows, views and the grid (contract §8–§11). Field and row bodies are checked per field type by the services. */
export const databaseEndpoints = {
  listTables: endpoint<Table[]>()({
    method: 'GET', path: '/api/database/tables/database/:database_id/', access: 'user',
    errors: ['ERROR_APPLICATION_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  createTable: endpoint<Table>()({
    method: 'POST', path: '/api/database/tables/database/:database_id/', access: 'user', body: createTableRequest, bodyLimit: importBodyLimit,
    errors: [
      'ERROR_APPLICATION_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_INVALID_INITIAL_TABLE_DATA', 'ERROR_INITIAL_TABLE_DATA_LIMIT_EXCEEDED',
      'ERROR_QUOTA_EXCEEDED',
    ],
  }),
  // Cellar's own, beyond the reference: a CSV file of any size, streamed as the body and loaded as it arrives.
  importCsv: endpoint<CsvImportResult>()({
    method: 'POST', path: '/api/database/tables/database/:database_id/import-csv/', access: 'user', query: importCsvQuery, streamedBody: true,
    errors: [
      'ERROR_APPLICATION_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_QUOTA_EXCEEDED', 'ERROR_IMPORT_EMPTY', 'ERROR_IMPORT_BROKEN_FILE',
      'ERROR_IMPORT_TOO_LARGE',
    ],
  }),
  getTable: endpoint<Table>()({
    method: 'GET', path: '/api/database/tables/:table_id/', access: 'user',
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  updateTable: endpoint<Table>()({
    method: 'PATCH', path: '/api/database/tables/:table_id/', access: 'user', body: updateTableRequest,
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  deleteTable: endpoint()({
    method: 'DELETE', path: '/api/database/tables/:table_id/', access: 'user',
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),

  listFields: endpoint<Field[]>()({
    method: 'GET', path: '/api/database/fields/table/:table_id/', access: 'template-preview',
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  createField: endpoint<Field>()({
    method: 'POST', path: '/api/database/fields/table/:table_id/', access: 'user', body: fieldBody,
    errors: ['ERROR_REQUEST_BODY_VALIDATION', 'ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_QUOTA_EXCEEDED',
      'ERROR_INVALID_FIELD_CONSTRAINT', 'ERROR_FIELD_CONSTRAINT_DOES_NOT_SUPPORT_DEFAULT_VALUE', 'ERROR_FIELD_CONSTRAINT'],
  }),
  getField: endpoint<Field>()({
    method: 'GET', path: '/api/database/fields/:field_id/', access: 'user',
    errors: ['ERROR_FIELD_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  updateField: endpoint<Field>()({
    method: 'PATCH', path: '/api/database/fields/:field_id/', access: 'user', body: fieldBody,
    errors: ['ERROR_FIELD_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_REQUEST_BODY_VALIDATION', 'ERROR_INCOMPATIBLE_PRIMARY_FIELD_TYPE',
      'ERROR_INVALID_FIELD_CONSTRAINT', 'ERROR_FIELD_CONSTRAINT_DOES_NOT_SUPPORT_DEFAULT_VALUE', 'ERROR_FIELD_CONSTRAINT'],
  }),
  // Cellar's own: the same body as a field change, answered with what it would do to the cells, changing nothing.
  previewFieldChange: endpoint<FieldChangePreview>()({
    method: 'POST', path: '/api/database/fields/:field_id/change-preview/', access: 'user', body: fieldBody,
    errors: ['ERROR_FIELD_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_REQUEST_BODY_VALIDATION', 'ERROR_INCOMPATIBLE_PRIMARY_FIELD_TYPE'],
  }),
  deleteField: endpoint()({
    method: 'DELETE', path: '/api/database/fields/:field_id/', access: 'user',
    errors: ['ERROR_FIELD_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_CANNOT_DELETE_PRIMARY_FIELD'],
  }),

  listRows: endpoint<RowPage>()({
    method: 'GET', path: '/api/database/rows/table/:table_id/', access: { token: 'read' }, query: listRowsQuery,
    errors: [
      'ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_NO_PERMISSION_TO_TABLE', 'ERROR_ORDER_BY_FIELD_NOT_FOUND',
      'ERROR_ORDER_BY_FIELD_NOT_POSSIBLE', 'ERROR_FILTER_FIELD_NOT_FOUND', 'ERROR_VIEW_FILTER_TYPE_DOES_NOT_EXIST',
      'ERROR_VIEW_FILTER_TYPE_NOT_ALLOWED_FOR_FIELD', 'ERROR_PAGE_SIZE_LIMIT', 'ERROR_INVALID_PAGE',
    ],
  }),
  createRow: endpoint<Row>()({
    method: 'POST', path: '/api/database/rows/table/:table_id/', access: { token: 'create' }, body: rowBody, query: createRowQuery,
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_NO_PERMISSION_TO_TABLE', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_REQUEST_BODY_VALIDATION', 'ERROR_ROW_DOES_NOT_EXIST', 'ERROR_FIELD_DATA_CONSTRAINT'],
  }),
  getRow: endpoint<Row>()({
    method: 'GET', path: '/api/database/rows/table/:table_id/:row_id/', access: { token: 'read' }, query: rowFieldNamesQuery,
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_NO_PERMISSION_TO_TABLE', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_ROW_DOES_NOT_EXIST'],
  }),
  updateRow: endpoint<Row>()({
    method: 'PATCH', path: '/api/database/rows/table/:table_id/:row_id/', access: { token: 'update' }, body: rowBody, query: rowFieldNamesQuery,
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_NO_PERMISSION_TO_TABLE', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_REQUEST_BODY_VALIDATION', 'ERROR_ROW_DOES_NOT_EXIST', 'ERROR_FIELD_DATA_CONSTRAINT'],
  }),
  deleteRow: endpoint()({
    method: 'DELETE', path: '/api/database/rows/table/:table_id/:row_id/', access: { token: 'delete' },
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_NO_PERMISSION_TO_TABLE', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_ROW_DOES_NOT_EXIST'],
  }),

  // Cellar's own batch endpoints beside the contract's single-row ones, shaped like Baserow's later
  // batch API: a paste of thousands of rows is a few requests, each one transaction.
  createRows: endpoint<{ items: Row[] }>()({
    method: 'POST', path: '/api/database/rows/table/:table_id/batch/', access: { token: 'create' }, body: createRowsBody, query: createRowQuery,
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_NO_PERMISSION_TO_TABLE', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_REQUEST_BODY_VALIDATION', 'ERROR_ROW_DOES_NOT_EXIST', 'ERROR_FIELD_DATA_CONSTRAINT'],
  }),
  updateRows: endpoint<{ items: Row[] }>()({
    method: 'PATCH', path: '/api/database/rows/table/:table_id/batch/', access: { token: 'update' }, body: updateRowsBody, query: rowFieldNamesQuery,
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_NO_PERMISSION_TO_TABLE', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_REQUEST_BODY_VALIDATION', 'ERROR_ROW_DOES_NOT_EXIST', 'ERROR_FIELD_DATA_CONSTRAINT'],
  }),
  deleteRows: endpoint()({
    method: 'POST', path: '/api/database/rows/table/:table_id/batch-delete/', access: { token: 'delete' }, body: deleteRowsBody, successStatus: 204,
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_NO_PERMISSION_TO_TABLE', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_REQUEST_BODY_VALIDATION', 'ERROR_ROW_DOES_NOT_EXIST'],
  }),

  listViews: endpoint<View[]>()({
    method: 'GET', path: '/api/database/views/table/:table_id/', access: 'template-preview', query: viewIncludeQuery,
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  createView: endpoint<View>()({
    method: 'POST', path: '/api/database/views/table/:table_id/', access: 'user', body: createViewRequest, query: viewIncludeQuery,
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_QUOTA_EXCEEDED'],
  }),
  getView: endpoint<View>()({
    method: 'GET', path: '/api/database/views/:view_id/', access: 'user', query: viewIncludeQuery,
    errors: ['ERROR_VIEW_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  updateView: endpoint<View>()({
    method: 'PATCH', path: '/api/database/views/:view_id/', access: 'user', body: viewChangeBody, query: viewIncludeQuery,
    errors: ['ERROR_VIEW_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  deleteView: endpoint()({
    method: 'DELETE', path: '/api/database/views/:view_id/', access: 'user',
    errors: ['ERROR_VIEW_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),

  listGridRows: endpoint<RowPage | { count: number }>()({
    method: 'GET', path: '/api/database/views/grid/:view_id/', access: 'template-preview', query: gridRowsQuery,
    errors: ['ERROR_GRID_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_INVALID_PAGE', 'ERROR_PAGE_SIZE_LIMIT'],
  }),
  gridRowsById: endpoint<Row[]>()({
    method: 'POST', path: '/api/database/views/grid/:view_id/', access: 'user', body: gridRowsByIdRequest,
    errors: ['ERROR_GRID_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  updateGridFieldOptions: endpoint<{ field_options: Record<string, GridFieldOptions>; filters_disabled: boolean }>()({
    method: 'PATCH', path: '/api/database/views/grid/:view_id/', access: 'user', body: fieldOptionsBody,
    errors: ['ERROR_GRID_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_REQUEST_BODY_VALIDATION', 'ERROR_UNRELATED_FIELD'],
  }),
} as const;
