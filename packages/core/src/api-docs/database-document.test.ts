import { Validator } from '@seriousme/openapi-schema-validator';
// ajv 8 under an alias: the root `ajv` is ESLint's version 6, and Stryker's sandbox links only the root node_modules.
import { Ajv2020 } from 'ajv8/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors/error-codes.js';
import type { Field } from '../fields/field-types.js';
import { fieldTypeOf } from '../fields/registry.js';
import { describeDatabaseApi, filterParameterName, rowErrors, rowOperationDocs, rowOperationExample, type DatabaseApiSource } from './database-api.js';
import { databaseApiDocument } from './database-document.js';
import type { JsonSchema } from './json-schema.js';
import type { OpenApiDocument } from './openapi-types.js';

// One database's docs: the docs page and its OpenAPI document show each table's real fields, and
// what they show a client sending and receiving must be what the rows API does.

const field = (id: number, type: Field['type'], order: number, extra: Partial<Field> = {}): Field =>
  ({ id, table_id: 5, name: `F${id}`, order, type, primary: false, ...(fieldTypeOf(type).optionsSchema.parse(extra) as object), ...extra }) as Field;

const source: DatabaseApiSource = {
  database: { id: 2, name: 'Shop' },
  tables: [
    {
      table: { id: 5, name: 'Orders', order: 1, database_id: 2 },
      fields: [
        field(13, 'number', 2, { number_type: 'DECIMAL', number_decimal_places: 2 }),
        field(12, 'boolean', 2),
        field(11, 'text', 9, { primary: true }),
        field(14, 'single_select', 1, { select_options: [{ id: 7, value: 'Open', color: 'green' }] }),
        field(15, 'link_row', 3, { link_row_table: 6 }),
        field(16, 'file', 4),
        field(17, 'date', 5, { date_include_time: true }),
      ],
    },
    { table: { id: 6, name: 'Customers', order: 2, database_id: 2 }, fields: [field(21, 'email', 1, { primary: true })] },
  ],
};

type Described = ReturnType<typeof describeDatabaseApi>;
// Described before each test rather than once at load, so mutation testing sees which tests reach the generators.
let docs: Described;
let orders: Described['tables'][number];
let customers: Described['tables'][number];
beforeEach(() => {
  docs = describeDatabaseApi(source);
  [orders, customers] = docs.tables as [Described['tables'][number], Described['tables'][number]];
});
const operation = (key: string) => rowOperationDocs.find((entry) => entry.key === key)!;

describe('a database described for its API docs', () => {
  it('lists a table’s fields as the grid shows them: the primary field first, then by order, then by id', () => {
    expect(orders.fields.map((documented) => documented.id)).toEqual([11, 14, 12, 13, 15, 16, 17]);
    expect(orders.fields[0]).toMatchObject({ key: 'field_11', name: 'F11', type: 'text', typeLabel: fieldTypeOf('text').label, primary: true, canSort: true });
    expect(orders.fields.find((documented) => documented.type === 'link_row')!.canSort).toBe(false);
    expect(customers.fields.map((documented) => documented.key)).toEqual(['field_21']);
  });

  it('names for each field only the filters its type takes', () => {
    const filtersOf = (type: Field['type']) => orders.fields.find((documented) => documented.type === type)!.filters;
    expect(filtersOf('text')).toEqual(expect.arrayContaining(['equal', 'contains', 'empty']));
    expect(filtersOf('boolean')).toContain('boolean');
    expect(filtersOf('boolean')).not.toContain('contains');
    expect(filtersOf('single_select')).toContain('single_select_equal');
    expect(filterParameterName(orders.fields[0]!, 'contains')).toBe('filter__field_11__contains');
  });

  it('gives an example row, and a body writing the same cells, with the fields’ own examples', () => {
    const number = orders.fields.find((documented) => documented.type === 'number')!;
    expect(orders.rowExample).toMatchObject({ id: 1, order: '1.00000000000000000000', field_13: '42.50', field_14: { id: 7, value: 'Open', color: 'green' } });
    expect(Object.keys(orders.rowExample)).toEqual(['id', 'order', ...orders.fields.map((documented) => documented.key)]);
    expect(orders.bodyExample).toMatchObject({ field_13: 42.5, field_14: 7 });
    expect(Object.keys(orders.bodyExample)).toEqual(orders.fields.map((documented) => documented.key));
    expect(number.accepts).toContain('at most 2 decimal places');
  });

  it('gives each row operation its example call on the table', () => {
    expect(rowOperationExample(orders, operation('listRows'))).toEqual({
      method: 'GET', path: '/api/database/rows/table/5/', status: 200, response: { count: 1, next: null, previous: null, results: [orders.rowExample] },
    });
    expect(rowOperationExample(orders, operation('createRow'))).toEqual({ method: 'POST', path: '/api/database/rows/table/5/', body: orders.bodyExample, status: 200, response: orders.rowExample });
    expect(rowOperationExample(orders, operation('updateRow'))).toEqual({ method: 'PATCH', path: '/api/database/rows/table/5/1/', body: orders.bodyExample, status: 200, response: orders.rowExample });
    expect(rowOperationExample(orders, operation('getRow'))).toEqual({ method: 'GET', path: '/api/database/rows/table/5/1/', status: 200, response: orders.rowExample });
    expect(rowOperationExample(orders, operation('deleteRow'))).toEqual({ method: 'DELETE', path: '/api/database/rows/table/5/1/', status: 204 });
    expect(rowOperationDocs.map(({ key, right }) => `${key}:${right}`)).toEqual(['listRows:read', 'getRow:read', 'createRow:create', 'updateRow:update', 'deleteRow:delete']);
  });

  it('lists each error the row endpoints declare once, by status and then code, with its catalogue detail', () => {
    const errors = rowErrors();
    expect(new Set(errors.map((error) => error.code)).size).toBe(errors.length);
    expect(errors.map((error) => error.code)).toEqual(expect.arrayContaining(['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_ROW_DOES_NOT_EXIST', 'ERROR_PAGE_SIZE_LIMIT']));
    const order = errors.map((error) => `${error.status} ${error.code}`);
    expect(order).toEqual([...order].sort((a, b) => Number(a.slice(0, 3)) - Number(b.slice(0, 3)) || a.localeCompare(b)));
    for (const error of errors) expect(error).toEqual({ code: error.code, ...errorCatalogue[error.code] });
  });
});

describe("a database's OpenAPI document", () => {
  let document: OpenApiDocument;
  let listPath: OpenApiDocument['paths'][string];
  let rowPath: OpenApiDocument['paths'][string];
  beforeEach(() => {
    document = databaseApiDocument(docs, 'https://cellar.example.com');
    listPath = document.paths['/api/database/rows/table/5/']!;
    rowPath = document.paths['/api/database/rows/table/5/{row_id}/']!;
  });

  it('is a valid OpenAPI 3.1 document naming the database, with a tag per table', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)) as unknown as Record<string, unknown>);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(document.info.title).toBe('Shop database API');
    expect(document.info.description).toContain('(id 2)');
    expect(document.tags).toEqual([
      { name: 'Orders (table 5)', description: 'The rows of Orders.' },
      { name: 'Customers (table 6)', description: 'The rows of Customers.' },
    ]);
  });

  it("has each table's five row operations on its two paths, the table id filled in", () => {
    expect(Object.keys(document.paths)).toEqual([
      '/api/database/rows/table/5/', '/api/database/rows/table/5/{row_id}/', '/api/database/rows/table/6/', '/api/database/rows/table/6/{row_id}/',
    ]);
    expect(Object.keys(listPath)).toEqual(['get', 'post']);
    expect(Object.keys(rowPath)).toEqual(['get', 'patch', 'delete']);
    expect(listPath.get).toMatchObject({ operationId: 'listRowsTable5', summary: 'List rows of Orders', tags: ['Orders (table 5)'] });
    expect(listPath.get!.description).toMatch(/Database tokens need the read right on the table\.$/);
    expect(rowPath.delete!.description).toMatch(/need the delete right/);
    expect(rowPath.get!.parameters[0]).toEqual({ name: 'row_id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });
  });

  it('documents user_field_names on the row operations that read or write cells, not on delete', () => {
    const named = (operation: { parameters: { name: string }[] } | undefined) => operation?.parameters.some((parameter) => parameter.name === 'user_field_names');
    expect([listPath.get, listPath.post, rowPath.get, rowPath.patch].map(named)).toEqual([true, true, true, true]);
    expect(named(rowPath.delete)).toBe(false);
  });

  it('offers a filter parameter for each field and filter type that fit', () => {
    const names = listPath.get!.parameters.map((parameter) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'size', 'search', 'filter__field_11__contains', 'filter__field_12__boolean', 'filter__field_13__higher_than']));
    expect(names).not.toContain('filter__field_12__contains');
    const contains = listPath.get!.parameters.find((parameter) => parameter.name === 'filter__field_11__contains')!;
    expect(contains).toEqual({
      name: 'filter__field_11__contains', in: 'query', schema: { type: 'string' },
      description: 'Only rows whose F11 matches the contains filter with this value; repeat the key for more values.',
    });
    expect(rowPath.get!.parameters.some((parameter) => parameter.name.startsWith('filter__'))).toBe(false);
  });

  it('has examples that its own schemas admit, and schemas that refuse a row missing a cell', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    const admits = (schema: JsonSchema, value: unknown) => ajv.validate({ ...schema, components: document.components }, value);
    const list = listPath.get!.responses['200']!.content!['application/json'];
    expect(admits(list.schema, list.example)).toBe(true);
    const create = listPath.post!;
    expect(admits(create.requestBody!.content['application/json']!.schema, create.requestBody!.content['application/json']!.example)).toBe(true);
    const answer = create.responses['200']!.content!['application/json'];
    expect(admits(answer.schema, answer.example)).toBe(true);
    const { field_11: _primary, ...withoutPrimary } = orders.rowExample;
    expect(admits(answer.schema, withoutPrimary)).toBe(false);
    expect(admits(answer.schema, { ...orders.rowExample, field_13: '42.5' })).toBe(false);
    expect(admits(create.requestBody!.content['application/json']!.schema, { field_14: 8 })).toBe(false);
    expect(rowPath.delete!.responses['204']).toEqual({ description: 'Done; no content.' });
  });

  it('describes each cell in the row schema by name and type, and in the body schema by what it accepts', () => {
    const schemas = document.components.schemas;
    const row = schemas.Table5Row as { properties: Record<string, { description: string }>; required: string[] };
    expect(row.properties.field_13!.description).toBe(`F13 (${fieldTypeOf('number').label})`);
    expect(row.required).toEqual(['id', 'order', 'field_11', 'field_14', 'field_12', 'field_13', 'field_15', 'field_16', 'field_17']);
    const body = schemas.Table5RowBody as { properties: Record<string, { description: string }> };
    expect(body.properties.field_15!.description).toBe('F15: A list of ids of rows in table 6; it replaces all links. [] removes them.');
    expect(schemas.Error).toBeDefined();
    expect(Object.keys(schemas)).toEqual(['Error', 'Table5Row', 'Table5RowBody', 'Table5RowPage', 'Table6Row', 'Table6RowBody', 'Table6RowPage']);
  });
});
