import { databaseEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import type { Services } from '../../services.js';

/** The table endpoints of contract §8. */
export function registerTableRoutes(bind: BindEndpoint, { tables, csvImport }: Services): void {
  bind(endpoints.listTables, ({ caller, params }) => tables.list(caller, Number(params.database_id)));
  bind(endpoints.createTable, ({ caller, params, body }) => tables.create(caller, Number(params.database_id), body));
  // The body is the file as a stream (body-parsers.ts), or nothing when the request carried none.
  // A client that goes away once the whole file is sent (the browser's Cancel while the last rows are saved)
  // still cancels: the connection's close aborts the import, which then deletes its table.
  bind(endpoints.importCsv, async ({ caller, params, query, request }) => {
    const gone = new AbortController();
    const abort = () => gone.abort();
    request.raw.socket.once('close', abort);
    try {
      return await csvImport.importCsv(caller, Number(params.database_id), query, isStream(request.body) ? request.body : emptyBody(), gone.signal);
    } finally {
      request.raw.socket.off('close', abort);
    }
  });
  bind(endpoints.getTable, ({ caller, params }) => tables.get(caller, Number(params.table_id)));
  bind(endpoints.updateTable, ({ caller, params, body }) => tables.rename(caller, Number(params.table_id), body.name));
  bind(endpoints.deleteTable, ({ caller, params }) => tables.delete(caller, Number(params.table_id)));
}

function isStream(body: unknown): body is AsyncIterable<Buffer> {
  return typeof body === 'object' && body !== null && Symbol.asyncIterator in body;
}

async function* emptyBody(): AsyncGenerator<Buffer> {}
