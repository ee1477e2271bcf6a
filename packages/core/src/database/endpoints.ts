import { endpoint } from '../api/endpoint.js';
import type { Field, Row, RowPage, Table, View, GridFieldOptions } from '../fields/field-types.js';
import { createTableRequest, createViewRequest, gridRowsByIdRequest, updateTableRequest, updateViewRequest } from './schemas.js';

/** Tables, fields, rows, views and the grid (contract §8–§11). Field and row bodies are checked per field type. */
export const databaseEndpoints = {
  listTables: endpoint<Table[]>()({ method: 'GET', path: '/api/database/tables/database/:database_id/', access: 'user' }),
  createTable: endpoint<Table>()({ method: 'POST', path: '/api/database/tables/database/:database_id/', access: 'user', body: createTableRequest }),
  getTable: endpoint<Table>()({ method: 'GET', path: '/api/database/tables/:table_id/', access: 'user' }),
  updateTable: endpoint<Table>()({ method: 'PATCH', path: '/api/database/tables/:table_id/', access: 'user', body: updateTableRequest }),
  deleteTable: endpoint()({ method: 'DELETE', path: '/api/database/tables/:table_id/', access: 'user' }),

  listFields: endpoint<Field[]>()({ method: 'GET', path: '/api/database/fields/table/:table_id/', access: 'user' }),
  createField: endpoint<Field>()({ method: 'POST', path: '/api/database/fields/table/:table_id/', access: 'user' }),
  getField: endpoint<Field>()({ method: 'GET', path: '/api/database/fields/:field_id/', access: 'user' }),
  updateField: endpoint<Field>()({ method: 'PATCH', path: '/api/database/fields/:field_id/', access: 'user' }),
  deleteField: endpoint()({ method: 'DELETE', path: '/api/database/fields/:field_id/', access: 'user' }),

  listRows: endpoint<RowPage>()({ method: 'GET', path: '/api/database/rows/table/:table_id/', access: 'user' }),
  createRow: endpoint<Row>()({ method: 'POST', path: '/api/database/rows/table/:table_id/', access: 'user' }),
  getRow: endpoint<Row>()({ method: 'GET', path: '/api/database/rows/table/:table_id/:row_id/', access: 'user' }),
  updateRow: endpoint<Row>()({ method: 'PATCH', path: '/api/database/rows/table/:table_id/:row_id/', access: 'user' }),
  deleteRow: endpoint()({ method: 'DELETE', path: '/api/database/rows/table/:table_id/:row_id/', access: 'user' }),

  listViews: endpoint<View[]>()({ method: 'GET', path: '/api/database/views/table/:table_id/', access: 'user' }),
  createView: endpoint<View>()({ method: 'POST', path: '/api/database/views/table/:table_id/', access: 'user', body: createViewRequest }),
  getView: endpoint<View>()({ method: 'GET', path: '/api/database/views/:view_id/', access: 'user' }),
  updateView: endpoint<View>()({ method: 'PATCH', path: '/api/database/views/:view_id/', access: 'user', body: updateViewRequest }),
  deleteView: endpoint()({ method: 'DELETE', path: '/api/database/views/:view_id/', access: 'user' }),

  listGridRows: endpoint<RowPage | { count: number }>()({ method: 'GET', path: '/api/database/views/grid/:view_id/', access: 'user' }),
  gridRowsById: endpoint<Row[]>()({ method: 'POST', path: '/api/database/views/grid/:view_id/', access: 'user', body: gridRowsByIdRequest }),
  updateGridFieldOptions: endpoint<{ field_options: Record<string, GridFieldOptions>; filters_disabled: boolean }>()({
    method: 'PATCH',
    path: '/api/database/views/grid/:view_id/',
    access: 'user',
  }),
} as const;
