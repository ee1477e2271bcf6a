import { apiVersion } from './api-document.js';
import { filterParameterName, rowOperationDocs, rowOperationExample, type DatabaseApiDocs, type DocumentedTable } from './database-api.js';
import type { JsonSchema } from './json-schema.js';
import { endpointOperation, openApiPath, securitySchemes } from './openapi-operation.js';
import type { OpenApiDocument, OpenApiParameter } from './openapi-types.js';
import { filterTypes, isFilterTypeName } from '../filters/registry.js';
import { sharedSchemas } from './shared-components.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

// A table's schemas: the row answered, the body sent, and a page of rows (contract §1.5, §10).
function tableSchemas(table: DocumentedTable): Record<string, JsonSchema> {
  const cells = (schemaOf: (field: DocumentedTable['fields'][number]) => JsonSchema) =>
    Object.fromEntries(table.fields.map((field) => [field.key, schemaOf(field)]));
  const row = `Table${table.id}Row`;
  return {
    [row]: {
      type: 'object',
      description: `A row of ${table.name}.`,
      properties: {
        id: { type: 'integer' },
        order: { type: 'string', description: 'The row position, a decimal with 20 places.' },
        ...cells((field) => ({ ...field.responseSchema, description: `${field.name} (${field.typeLabel})` })),
      },
      required: ['id', 'order', ...table.fields.map((field) => field.key)],
    },
    [`Table${table.id}RowBody`]: {
      type: 'object',
      description: 'Cells to write, keyed `field_<id>`; cells left out keep their value (or get their default on create).',
      properties: cells((field) => ({ ...field.requestSchema, description: `${field.name}: ${field.accepts}` })),
    },
    [`Table${table.id}RowPage`]: {
      type: 'object',
      properties: {
        count: { type: 'integer' },
        next: { type: ['string', 'null'] },
        previous: { type: ['string', 'null'] },
        results: { type: 'array', items: ref(row) },
      },
      required: ['count', 'next', 'previous', 'results'],
    },
  };
}

// A filter's value form, when it has its own (the multi-step date filters' `<zone>?<value>?<operator>`), and
// whether it is kept only for existing clients, as the reference's docs say of its deprecated filters.
function valueFormatOf(filter: string): string {
  const type = isFilterTypeName(filter) ? filterTypes[filter] : undefined;
  const format = type?.valueFormat ? ` Value: ${type.valueFormat}` : '';
  return type?.deprecated ? `${format} Deprecated: kept for existing clients; the date_is family replaces it.` : format;
}

function filterParameters(table: DocumentedTable): OpenApiParameter[] {
  return table.fields.flatMap((field) =>
    field.filters.map((filter) => ({
      name: filterParameterName(field, filter),
      in: 'query' as const,
      description: `Only rows whose ${field.name} matches the ${filter} filter with this value; repeat the key for more values.${valueFormatOf(filter)}`,
      schema: { type: 'string' },
    })),
  );
}

function tagOf(table: DocumentedTable): string {
  return `${table.name} (table ${table.id})`;
}

// One table's five row operations, on its two paths.
function tablePaths(table: DocumentedTable): OpenApiDocument['paths'] {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of rowOperationDocs) {
    const example = rowOperationExample(table, operation);
    const response = operation.key === 'listRows' ? ref(`Table${table.id}RowPage`) : ref(`Table${table.id}Row`);
    const path = openApiPath(operation.endpoint.path, { table_id: table.id });
    const built = endpointOperation(operation.endpoint, {
      operationId: `${operation.key}Table${table.id}`,
      tag: tagOf(table),
      summary: `${operation.title} of ${table.name}`,
      description: `${operation.description} Database tokens need the ${operation.right} right on the table.`,
      fixedParams: { table_id: table.id },
      ...(example.body ? { requestBody: { schema: ref(`Table${table.id}RowBody`), example: example.body } } : {}),
      ...(example.response === undefined ? {} : { response: { schema: response, example: example.response } }),
      ...(operation.key === 'listRows' ? { extraQuery: filterParameters(table) } : {}),
    });
    paths[path] = { ...paths[path], [operation.endpoint.method.toLowerCase()]: built };
  }
  return paths;
}

/**
 * The OpenAPI document of one database's rows API: each table's five row endpoints with its own
 * fields' schemas and examples, built from the same description as the docs page.
 */
export function databaseApiDocument(docs: DatabaseApiDocs, baseUrl: string): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: `${docs.database.name} database API`,
      version: apiVersion,
      description: `The rows API of the database ${docs.database.name} (id ${docs.database.id}). Cells are keyed \`field_<id>\`; authenticate with \`Authorization: Token <key>\` or \`Authorization: JWT <token>\`.`,
    },
    servers: [{ url: baseUrl }],
    tags: docs.tables.map((table) => ({ name: tagOf(table), description: `The rows of ${table.name}.` })),
    paths: Object.assign({}, ...docs.tables.map(tablePaths)) as OpenApiDocument['paths'],
    components: { schemas: { ...sharedSchemas, ...Object.assign({}, ...docs.tables.map(tableSchemas)) }, securitySchemes },
  };
}
