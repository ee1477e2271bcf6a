import { applicationEndpoints as apps, databaseEndpoints as endpoints, type Field, type Row } from '@cellar/core';
import type { TestServer } from '../helpers/test-server.js';

/** A fresh account with an empty table (just its primary "Name" field) to shape in a test. */
export async function emptyTable(server: TestServer) {
  const account = await server.signUp();
  const [database] = (await server.api.call(apps.listAllApplications, { token: account.token })).body;
  const table = (await server.api.call(endpoints.createTable, {
    params: { database_id: database?.id ?? 0 },
    body: { name: 'Scratch', data: [['Name']], first_row_header: true },
    token: account.token,
  })).body;
  const [primary] = (await server.api.call(endpoints.listFields, { params: { table_id: table.id }, token: account.token })).body;
  const [view] = (await server.api.call(endpoints.listViews, { params: { table_id: table.id }, token: account.token })).body;
  const call = server.api;
  return {
    token: account.token,
    table,
    primary: primary as Field,
    view: view as NonNullable<typeof view>,
    async addField(body: Record<string, unknown>): Promise<Field> {
      const answer = await call.raw('POST', `/api/database/fields/table/${table.id}/`, { json: body, headers: { authorization: `JWT ${account.token}` } });
      if (answer.status !== 200) throw new Error(`field not created: ${JSON.stringify(answer.body)}`);
      return answer.body as Field;
    },
    async addRow(values: Record<string, unknown>, before?: number) {
      return call.raw('POST', `/api/database/rows/table/${table.id}/${before ? `?before=${before}` : ''}`, { json: values, headers: { authorization: `JWT ${account.token}` } });
    },
    async patchField(fieldId: number, body: Record<string, unknown>) {
      return call.raw('PATCH', `/api/database/fields/${fieldId}/`, { json: body, headers: { authorization: `JWT ${account.token}` } });
    },
    async rows(query = ''): Promise<Row[]> {
      const size = query.includes('size=') ? '' : 'size=200';
      const answer = await call.raw('GET', `/api/database/rows/table/${table.id}/?${size}${query}`, { headers: { authorization: `JWT ${account.token}` } });
      return (answer.body as { results: Row[] }).results;
    },
  };
}

/** A cell of a row by field. */
export function cell(row: Row | undefined, field: Field): unknown {
  return row?.[`field_${field.id}` as `field_${number}`];
}
