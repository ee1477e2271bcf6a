import { databaseEndpoints as endpoints, type Field, type Row } from '@cellar/core';
import type { ApiAnswer } from '../helpers/api-client.js';
import type { TestServer } from '../helpers/test-server.js';
import { emptyTable } from '../database/helpers.js';

/** Two linked tables of one account, shaped through the API: projects (the table formulas are added to) and their invoices. */
export async function linkedTables(server: TestServer) {
  const projects = await emptyTable(server);
  const auth = { authorization: `JWT ${projects.token}` };
  const invoicesTable = (await server.api.call(endpoints.createTable, {
    params: { database_id: projects.table.database_id },
    body: { name: 'Invoices', data: [['Ref']], first_row_header: true },
    token: projects.token,
  })).body;
  const call = (method: string, path: string, json?: unknown): Promise<ApiAnswer> => server.api.raw(method, path, { json, headers: auth });
  const fieldIn = async (tableId: number, body: Record<string, unknown>): Promise<Field> => {
    const answer = await call('POST', `/api/database/fields/table/${tableId}/`, body);
    if (answer.status !== 200) throw new Error(`field not created: ${JSON.stringify(answer.body)}`);
    return answer.body as Field;
  };
  const amount = await fieldIn(invoicesTable.id, { name: 'Amount', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 });
  const invoices = await fieldIn(projects.table.id, { name: 'Invoices', type: 'link_row', link_row_table: invoicesTable.id });
  return {
    ...projects,
    invoicesTable,
    amount,
    invoices,
    call,
    /** Adds a field to a table, or says why not (status and body). */
    field: (tableId: number, body: Record<string, unknown>) => call('POST', `/api/database/fields/table/${tableId}/`, body),
    fieldIn,
    /** Creates a row and answers it. */
    async row(tableId: number, values: Record<string, unknown>): Promise<Row> {
      const answer = await call('POST', `/api/database/rows/table/${tableId}/`, values);
      if (answer.status !== 200) throw new Error(`row not created: ${JSON.stringify(answer.body)}`);
      return answer.body as Row;
    },
    update: (tableId: number, rowId: number, values: Record<string, unknown>) => call('PATCH', `/api/database/rows/table/${tableId}/${rowId}/`, values),
    async read(tableId: number, rowId: number): Promise<Row> {
      return (await call('GET', `/api/database/rows/table/${tableId}/${rowId}/`)).body as Row;
    },
    async fields(tableId: number): Promise<Field[]> {
      return (await call('GET', `/api/database/fields/table/${tableId}/`)).body as Field[];
    },
  };
}

/** A cell of a row, by field. */
export function valueOf(row: Row | undefined, field: Pick<Field, 'id'>): unknown {
  return row?.[`field_${field.id}` as `field_${number}`];
}
