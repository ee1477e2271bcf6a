import { Validator } from '@seriousme/openapi-schema-validator';
import { apiDocsEndpoints as docs, applicationEndpoints as apps, type OpenApiDocument } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredEndpoints } from '../permissions/declared-endpoints.js';
import { emptyTable } from '../database/helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function expectValidOpenApi(document: unknown): Promise<void> {
  const result = await new Validator().validate(document as Record<string, unknown>);
  expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
  expect(result.valid).toBe(true);
}

describe('GET /api/schema.json, the whole API (contract §1.1 "Docs")', () => {
  it('is a valid OpenAPI 3.1 document that anyone may read', async () => {
    const answer = await server.api.raw('GET', '/api/schema.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    await expectValidOpenApi(answer.body);
    expect((answer.body as OpenApiDocument).openapi).toBe('3.1.0');
  });

  it('describes every endpoint core declares, with its access and declared errors', async () => {
    const document = (await server.api.call(docs.apiSchema)).body;
    const described = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const declared = declaredEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path.replace(/:([a-z_]+)/g, '{$1}')}`);
    expect(described.sort()).toEqual([...new Set(declared)].sort());

    const listRows = document.paths['/api/database/rows/table/{table_id}/']!.get!;
    expect(listRows.security).toEqual([{ JWT: [] }, { Token: [] }]);
    expect(listRows.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['table_id', 'page', 'size', 'search', 'order_by', 'filter_type']));
    expect(Object.keys(listRows.responses['400']!.content!['application/json'].examples!)).toContain('ERROR_PAGE_SIZE_LIMIT');
    expect(document.paths['/api/user/token-auth/']!.post!.security).toEqual([]);
  });
});

describe('GET /api/database/:database_id/schema.json, one database', () => {
  it("describes each table's row endpoints with its real fields, and is a valid OpenAPI 3.1 document", async () => {
    const scratch = await emptyTable(server);
    const price = await scratch.addField({ name: 'Price', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 });
    const status = await scratch.addField({ name: 'Status', type: 'single_select', select_options: [{ value: 'Open', color: 'green' }] });
    const when = await scratch.addField({ name: 'When', type: 'date', date_include_time: true });
    await scratch.addField({ name: 'Done', type: 'boolean' });
    await scratch.addField({ name: 'Files', type: 'file' });
    await scratch.addField({ name: 'Related', type: 'link_row', link_row_table: scratch.table.id });

    const answer = await server.api.raw('GET', `/api/database/${scratch.table.database_id}/schema.json`, { headers: { authorization: `JWT ${scratch.token}` } });
    expect(answer.status).toBe(200);
    await expectValidOpenApi(answer.body);

    const document = answer.body as OpenApiDocument;
    const tableId = scratch.table.id;
    // A new account's database holds example tables too; each gets its two paths.
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining([`/api/database/rows/table/${tableId}/`, `/api/database/rows/table/${tableId}/{row_id}/`]));
    const row = document.components.schemas[`Table${tableId}Row`] as { properties: Record<string, { pattern?: string; format?: string }> };
    expect(Object.keys(row.properties)).toEqual(expect.arrayContaining(['id', 'order', `field_${scratch.primary.id}`, `field_${price.id}`, `field_${status.id}`]));
    expect(JSON.stringify(row.properties[`field_${price.id}`])).toContain('\\\\.\\\\d{2}');
    expect(JSON.stringify(row.properties[`field_${when.id}`])).toContain('date-time');

    const create = document.paths[`/api/database/rows/table/${tableId}/`]!.post!;
    const example = create.requestBody!.content['application/json']!.example as Record<string, unknown>;
    const optionId = (status.select_options as { id: number }[])[0]!.id;
    expect(example).toMatchObject({ [`field_${price.id}`]: 42.5, [`field_${status.id}`]: optionId });
    const list = document.paths[`/api/database/rows/table/${tableId}/`]!.get!;
    expect(list.parameters.map((parameter) => parameter.name)).toContain(`filter__field_${scratch.primary.id}__contains`);
  });

  it('is refused to anonymous callers, outsiders and for a database that does not exist', async () => {
    const scratch = await emptyTable(server);
    const path = `/api/database/${scratch.table.database_id}/schema.json`;
    expect((await server.api.raw('GET', path)).status).toBe(401);
    const outsider = await server.signUp();
    const refused = await server.api.raw('GET', path, { headers: { authorization: `JWT ${outsider.token}` } });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 400, body: { error: 'ERROR_USER_NOT_IN_GROUP', detail: '' } });
    const missing = await server.api.raw('GET', '/api/database/999999/schema.json', { headers: { authorization: `JWT ${scratch.token}` } });
    expect(missing.status).toBe(404);
    expect((missing.body as { error: string }).error).toBe('ERROR_APPLICATION_DOES_NOT_EXIST');
  });

  it('answers with an empty document for a database without tables', async () => {
    const account = await server.signUp();
    const [database] = (await server.api.call(apps.listAllApplications, { token: account.token })).body;
    const created = await server.api.call(apps.createApplication, { params: { group_id: database!.group.id }, body: { name: 'Empty', type: 'database' }, token: account.token });
    const answer = await server.api.raw('GET', `/api/database/${created.body.id}/schema.json`, { headers: { authorization: `JWT ${account.token}` } });
    expect(answer.status).toBe(200);
    expect((answer.body as OpenApiDocument).paths).toEqual({});
    await expectValidOpenApi(answer.body);
  });
});
