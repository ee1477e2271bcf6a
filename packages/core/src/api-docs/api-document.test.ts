import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../accounts/endpoints.js';
import { endpoint, tokenRight, type Endpoint } from '../api/endpoint.js';
import { databaseEndpoints } from '../database/endpoints.js';
import { errorCatalogue, type ErrorCode } from '../errors/error-codes.js';
import { groupEndpoints } from '../groups/endpoints.js';
import { apiDocument, apiVersion } from './api-document.js';
import { endpointCatalogue } from './endpoint-catalogue.js';
import { endpointOperation, openApiPath } from './openapi-operation.js';
import type { OpenApiDocument } from './openapi-types.js';

// The whole-API document a client generates code from: every declared endpoint, with the access,
// parameters and refusals its declaration gives.

// Built before each test rather than once at load, so mutation testing sees which tests reach the generators.
let document: OpenApiDocument;
beforeEach(() => {
  document = apiDocument('https://cellar.example.com');
});
const declared = endpointCatalogue.flatMap(({ tag, endpoints }) => Object.entries(endpoints).map(([key, declaration]) => ({ tag, key, declaration })));
const operationOf = (declaration: Endpoint) => document.paths[openApiPath(declaration.path)]![declaration.method.toLowerCase()]!;

describe('the whole-API document', () => {
  it('is a valid OpenAPI 3.1 document of version 1.1 for the server it was asked for', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)) as unknown as Record<string, unknown>);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(document.info.version).toBe(apiVersion);
    expect(apiVersion).toBe('1.1');
    expect(document.servers).toEqual([{ url: 'https://cellar.example.com' }]);
  });

  it('has one operation per declared endpoint, named by its key and tagged by its group', () => {
    const described = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(described).toHaveLength(declared.length);
    for (const { tag, key, declaration } of declared) {
      const operation = operationOf(declaration);
      expect(operation.operationId).toBe(key);
      expect(operation.tags).toEqual([tag]);
    }
    expect(document.tags.map((tag) => tag.name)).toEqual(endpointCatalogue.map((group) => group.tag));
  });

  it('writes `:name` path parameters as `{name}`, ids as integers from 1', () => {
    expect(openApiPath('/api/database/rows/table/:table_id/:row_id/')).toBe('/api/database/rows/table/{table_id}/{row_id}/');
    expect(openApiPath('/api/database/rows/table/:table_id/:row_id/', { table_id: 12 })).toBe('/api/database/rows/table/12/{row_id}/');
    const getRow = operationOf(databaseEndpoints.getRow);
    expect(getRow.parameters.filter((parameter) => parameter.in === 'path')).toEqual([
      { name: 'table_id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
      { name: 'row_id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
    ]);
    const byToken = operationOf(groupEndpoints.getInvitationByToken);
    expect(byToken.parameters.filter((parameter) => parameter.in === 'path')).toEqual([{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }]);
  });

  it('asks no credentials of public endpoints, a JWT of the others, and also takes a database token where the endpoint does', () => {
    for (const { declaration } of declared) {
      const expected = declaration.access === 'public' ? [] : declaration.access === 'template-preview' ? [{ JWT: [] }, {}] : tokenRight(declaration.access) ? [{ JWT: [] }, { Token: [] }] : [{ JWT: [] }];
      expect(operationOf(declaration).security, `${declaration.method} ${declaration.path}`).toEqual(expected);
    }
    expect(operationOf(accountEndpoints.login).security).toEqual([]);
    expect(operationOf(databaseEndpoints.listRows).security).toEqual([{ JWT: [] }, { Token: [] }]);
    expect(operationOf(groupEndpoints.listGroups).security).toEqual([{ JWT: [] }]);
    expect(operationOf(databaseEndpoints.listFields).security).toEqual([{ JWT: [] }, {}]);
  });

  it('lists every declared refusal under its status with the catalogue detail, statuses in order', () => {
    for (const { declaration } of declared) {
      const { responses } = operationOf(declaration);
      for (const code of declaration.errors as readonly ErrorCode[]) {
        const { status, detail } = errorCatalogue[code];
        const examples = responses[String(status)]?.content?.['application/json'].examples ?? {};
        if (code === 'ERROR_REQUEST_BODY_VALIDATION' && declaration.body) expect(examples[code]).toBeDefined();
        else expect(examples[code]?.value, `${declaration.path} ${code}`).toEqual({ error: code, detail });
      }
      const statuses = Object.keys(responses).map(Number);
      expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    }
    const listRows = operationOf(databaseEndpoints.listRows).responses;
    expect(listRows['400']!.description).toBe('Refused: ERROR_USER_NOT_IN_GROUP, ERROR_ORDER_BY_FIELD_NOT_FOUND, ERROR_ORDER_BY_FIELD_NOT_POSSIBLE, ERROR_FILTER_FIELD_NOT_FOUND, ERROR_VIEW_FILTER_TYPE_DOES_NOT_EXIST, ERROR_VIEW_FILTER_TYPE_NOT_ALLOWED_FOR_FIELD, ERROR_PAGE_SIZE_LIMIT, ERROR_INVALID_PAGE.');
    expect(listRows['400']!.content!['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
  });

  it('shows the refusals of authentication: a database token’s only where tokens are taken, and none on public endpoints', () => {
    const unauthenticated = (declaration: Endpoint) => Object.keys(operationOf(declaration).responses['401']?.content?.['application/json'].examples ?? {});
    // A token without the right is refused with 401 too: a declared code of its own.
    expect(unauthenticated(databaseEndpoints.listRows)).toEqual(['NOT_AUTHENTICATED', 'ERROR_SIGNATURE_HAS_EXPIRED', 'ERROR_TOKEN_DOES_NOT_EXIST', 'ERROR_NO_PERMISSION_TO_TABLE']);
    expect(unauthenticated(groupEndpoints.listGroups)).toEqual(['NOT_AUTHENTICATED', 'ERROR_SIGNATURE_HAS_EXPIRED']);
    expect(operationOf(groupEndpoints.listGroups).responses['401']!.content!['application/json'].examples!.NOT_AUTHENTICATED!.value).toEqual({
      detail: 'Authentication credentials were not provided.',
    });
    expect(operationOf(accountEndpoints.getSettings).responses['401']).toBeUndefined();
    expect(operationOf(accountEndpoints.updateSettings).responses['403']!.content!['application/json'].examples).toEqual({
      NOT_STAFF: { value: { detail: 'You do not have permission to perform this action.' } },
    });
    expect(operationOf(groupEndpoints.listGroups).responses['403']).toBeUndefined();
  });

  it('gives a body its declared schema and a refused-body example in the shape the endpoint answers', () => {
    const createGroup = operationOf(groupEndpoints.createGroup);
    expect(createGroup.requestBody?.required).toBe(true);
    expect(createGroup.requestBody!.content['application/json']!.schema).toMatchObject({ type: 'object', properties: { name: { type: 'string', maxLength: 100 } } });
    expect(createGroup.responses['400']!.content!['application/json'].examples!.ERROR_REQUEST_BODY_VALIDATION!.value).toEqual({
      error: 'ERROR_REQUEST_BODY_VALIDATION',
      detail: { name: [{ error: 'This field is required.', code: 'required' }] },
    });
    expect(operationOf(accountEndpoints.login).responses['400']!.content!['application/json'].examples!.ERROR_REQUEST_BODY_VALIDATION!.value).toEqual({
      non_field_errors: ['Unable to log in with provided credentials.'],
    });
    expect(operationOf(groupEndpoints.listGroups).requestBody).toBeUndefined();
    expect(operationOf(groupEndpoints.listGroups).responses['400']).toBeUndefined();
  });

  it('answers 204 without content and other successes with JSON, summarised from the operation name', () => {
    const deleteGroup = operationOf(groupEndpoints.deleteGroup);
    expect(deleteGroup.responses['204']).toEqual({ description: 'Done; no content.' });
    expect(deleteGroup.responses['200']).toBeUndefined();
    expect(operationOf(groupEndpoints.listGroups).responses['200']).toEqual({ description: 'OK', content: { 'application/json': { schema: {} } } });
    expect(operationOf(groupEndpoints.listGroupUsers).summary).toBe('List group users');
  });

  it('describes each query parameter the endpoint declares', () => {
    const parameters = operationOf(databaseEndpoints.listRows).parameters.filter((parameter) => parameter.in === 'query');
    expect(parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['page', 'size', 'search', 'order_by', 'filter_type']));
    for (const parameter of parameters) expect(parameter).not.toHaveProperty('schema.description');
  });
});

describe('an operation built for one document', () => {
  const declaration = endpoint<{ id: number }>()({ method: 'POST', path: '/api/things/:thing_id/parts/', access: 'user', errors: ['ERROR_GROUP_DOES_NOT_EXIST'] });

  it('fills in fixed path parameters, takes the given body and answer, and adds the extra query parameters', () => {
    const operation = endpointOperation(declaration, {
      operationId: 'addPart',
      tag: 'Things',
      summary: 'Add a part',
      description: 'Adds one part.',
      fixedParams: { thing_id: 4 },
      requestBody: { schema: { type: 'object' }, example: { a: 1 } },
      response: { schema: { type: 'integer' }, example: 5 },
      extraQuery: [{ name: 'x', in: 'query', schema: { type: 'string' } }],
    });
    expect(operation).toMatchObject({ operationId: 'addPart', summary: 'Add a part', description: 'Adds one part.', tags: ['Things'] });
    expect(operation.parameters).toEqual([{ name: 'x', in: 'query', schema: { type: 'string' } }]);
    expect(operation.requestBody).toEqual({ required: true, content: { 'application/json': { schema: { type: 'object' }, example: { a: 1 } } } });
    expect(operation.responses['200']).toEqual({ description: 'OK', content: { 'application/json': { schema: { type: 'integer' }, example: 5 } } });
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '401', '404']);
  });

  it('leaves out what it was not given', () => {
    const operation = endpointOperation(declaration, { operationId: 'addPart', tag: 'Things' });
    expect(operation).not.toHaveProperty('description');
    expect(operation).not.toHaveProperty('requestBody');
    expect(operation.summary).toBe('Add part');
    expect(operation.parameters).toEqual([{ name: 'thing_id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }]);
    expect(Object.keys(operation.responses)).toEqual(['200', '401', '404']);
  });
});
