import type { Endpoint, TableOperation } from '../api/endpoint.js';
import { databaseEndpoints } from '../database/endpoints.js';
import { errorCatalogue, type ErrorCode } from '../errors/error-codes.js';
import type { CellExample } from '../fields/field-type.js';
import type { Field, Table } from '../fields/field-types.js';
import { fieldTypeOf } from '../fields/registry.js';
import { constraintsOf } from '../fields/constraints/field-constraints.js';
import { fieldConstraintTypes } from '../fields/constraints/registry.js';
import { filterAppliesTo } from '../filters/filter-field.js';
import { filterTypes } from '../filters/registry.js';
import type { FilterTypeName } from '../filters/filter-type.js';
import type { JsonSchema } from './json-schema.js';

/** What one database's documentation is generated from: the database and each table with its fields. */
export interface DatabaseApiSource {
  database: { id: number; name: string };
  tables: { table: Table; fields: Field[] }[];
}

/** One field as the rows API documentation describes it. */
export interface DocumentedField {
  id: number;
  /** The cell's key in rows and bodies: `field_<id>` (contract §10). */
  key: `field_${number}`;
  name: string;
  type: Field['type'];
  typeLabel: string;
  primary: boolean;
  accepts: string;
  responseSchema: JsonSchema;
  requestSchema: JsonSchema;
  example: CellExample;
  /** The filter types a `filter__field_<id>__<type>` parameter may name. */
  filters: FilterTypeName[];
  canSort: boolean;
}

/** One table as the rows API documentation describes it, with an example row both ways. */
export interface DocumentedTable {
  id: number;
  name: string;
  fields: DocumentedField[];
  /** A row as the API answers it. */
  rowExample: Record<string, unknown>;
  /** A create or update body writing the same values. */
  bodyExample: Record<string, unknown>;
}

/** One database's rows API, as its documentation page and its OpenAPI document both present it. */
export interface DatabaseApiDocs {
  database: { id: number; name: string };
  tables: DocumentedTable[];
}

/** The five row operations (contract §10), with the token right each needs. */
export interface RowOperationDoc {
  key: 'listRows' | 'getRow' | 'createRow' | 'updateRow' | 'deleteRow';
  endpoint: Endpoint;
  title: string;
  description: string;
  right: TableOperation;
}

/** The row operations in the order the documentation lists them. */
export const rowOperationDocs: readonly RowOperationDoc[] = [
  {
    key: 'listRows', endpoint: databaseEndpoints.listRows, title: 'List rows', right: 'read',
    description: 'Lists the rows of the table a page at a time, optionally searched, sorted and filtered.',
  },
  { key: 'getRow', endpoint: databaseEndpoints.getRow, title: 'Get a row', right: 'read', description: 'Fetches one row by its id.' },
  {
    key: 'createRow', endpoint: databaseEndpoints.createRow, title: 'Create a row', right: 'create',
    description: 'Creates a row. Every cell is optional: a cell left out gets its default. `?before=<row id>` puts the row before that one.',
  },
  {
    key: 'updateRow', endpoint: databaseEndpoints.updateRow, title: 'Update a row', right: 'update',
    description: 'Changes the cells sent; the others keep their values. The answer is the whole row.',
  },
  { key: 'deleteRow', endpoint: databaseEndpoints.deleteRow, title: 'Delete a row', right: 'delete', description: 'Deletes one row for good.' },
];

function documentField(field: Field): DocumentedField {
  const type = fieldTypeOf(field.type);
  // A presented field carries its type's options as keys of its own (contract §9.2).
  const options = field;
  return {
    id: field.id,
    key: `field_${field.id}`,
    name: field.name,
    type: field.type,
    typeLabel: type.label,
    primary: field.primary,
    accepts: [type.apiDoc.accepts(options), ...constraintsOf(options).map((c) => `${fieldConstraintTypes[c.type_name].label}: ${fieldConstraintTypes[c.type_name].description}`)].join(' '),
    responseSchema: type.apiDoc.responseSchema(options),
    requestSchema: type.apiDoc.requestSchema(options),
    example: type.apiDoc.example(options),
    filters: Object.values(filterTypes)
      .filter((filter) => filterAppliesTo(filter, { type: field.type, options: options as Record<string, unknown> }))
      .map((filter) => filter.type),
    canSort: type.canSort,
  };
}

// The primary field first, then the fields in their order, as the grid shows them.
function byPosition(a: Field, b: Field): number {
  return Number(b.primary) - Number(a.primary) || a.order - b.order || a.id - b.id;
}

/** Describes one database's rows API from its tables and fields, for the docs page and the OpenAPI document alike. */
export function describeDatabaseApi(source: DatabaseApiSource): DatabaseApiDocs {
  return {
    database: source.database,
    tables: source.tables.map(({ table, fields }) => {
      const documented = [...fields].sort(byPosition).map(documentField);
      return {
        id: table.id,
        name: table.name,
        fields: documented,
        rowExample: { id: 1, order: '1.00000000000000000000', ...Object.fromEntries(documented.map((field) => [field.key, field.example.response])) },
        bodyExample: Object.fromEntries(documented.map((field) => [field.key, field.example.request])),
      };
    }),
  };
}

/** A concrete call of a row operation on one table: what is sent and what comes back. */
export interface RowOperationExample {
  method: Endpoint['method'];
  /** The path with the table's id and an example row id filled in. */
  path: string;
  body?: Record<string, unknown>;
  status: 200 | 204;
  response?: unknown;
}

/** The example call of an operation on a table, with the table's real field keys and example values. */
export function rowOperationExample(table: DocumentedTable, operation: RowOperationDoc): RowOperationExample {
  const { endpoint } = operation;
  const path = endpoint.path.replace(':table_id', String(table.id)).replace(':row_id', '1');
  const sendsBody = endpoint.method === 'POST' || endpoint.method === 'PATCH';
  const response = operation.key === 'listRows' ? { count: 1, next: null, previous: null, results: [table.rowExample] } : table.rowExample;
  return {
    method: endpoint.method,
    path,
    ...(sendsBody ? { body: table.bodyExample } : {}),
    status: endpoint.successStatus,
    ...(endpoint.successStatus === 204 ? {} : { response }),
  };
}

/** An error the row endpoints answer, with its status and default detail. */
export interface DocumentedError {
  code: ErrorCode;
  status: number;
  detail: string;
}

/** Every `ERROR_*` code the row endpoints declare, once each, by status. */
export function rowErrors(): DocumentedError[] {
  const codes = new Set(rowOperationDocs.flatMap(({ endpoint }) => endpoint.errors as readonly ErrorCode[]));
  return [...codes].map((code) => ({ code, ...errorCatalogue[code] })).sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
}

/** The query parameter that filters a field with a filter type (contract §10.3). */
export function filterParameterName(field: DocumentedField, filter: FilterTypeName): string {
  return `filter__${field.key}__${filter}`;
}
