import { databaseEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import type { Services } from '../../services.js';

/** The table endpoints of contract §8. */
export function registerTableRoutes(bind: BindEndpoint, { tables, csvImport }: Services): void {
  bind(endpoints.listTables, ({ caller, params }) => tables.list(caller, Number(params.database_id)));
  bind(endpoints.createTable, ({ caller, params, body }) => tables.create(caller, Number(params.database_id), body));
  // The body is the file as a stream (body-parsers.ts), or nothing when the request carried none.
  bind(endpoints.importCsv, ({ caller, params, query, request }) =>
    csvImport.importCsv(caller, Number(params.database_id), query, isStream(request.body) ? request.body : emptyBody()),
  );
  bind(endpoints.getTable, ({ caller, params }) => tables.get(caller, Number(params.table_id)));
  bind(endpoints.updateTable, ({ caller, params, body }) => tables.rename(caller, Number(params.table_id), body.name));
  bind(endpoints.deleteTable, ({ caller, params }) => tables.delete(caller, Number(params.table_id)));
}

function isStream(body: unknown): body is AsyncIterable<Buffer> {
  return typeof body === 'object' && body !== null && Symbol.asyncIterator in body;
}

async function* emptyBody(): AsyncGenerator<Buffer> {}
