import { Readable } from 'node:stream';
import { databaseEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import { discardUnreadBody } from '../../http/unread-body.js';
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
    // Kept: once the answer is under way Node may detach the socket from the request (`socket` null).
    const socket = request.raw.socket;
    socket.once('close', abort);
    try {
      // Left unread, not destroyed, when the import stops early: the rest is then dropped below.
      const body = request.body instanceof Readable ? request.body.iterator({ destroyOnReturn: false }) : emptyBody();
      return await csvImport.importCsv(caller, Number(params.database_id), query, { body, cancelled: gone.signal, declaredBytes: declaredLength(request.headers['content-length']) });
    } catch (error) {
      // A refusal mid-file (too large, too many rows) leaves the rest unread.
      discardUnreadBody(request);
      throw error;
    } finally {
      socket.off('close', abort);
    }
  });
  bind(endpoints.getTable, ({ caller, params }) => tables.get(caller, Number(params.table_id)));
  bind(endpoints.updateTable, ({ caller, params, body }) => tables.rename(caller, Number(params.table_id), body.name));
  bind(endpoints.deleteTable, ({ caller, params }) => tables.delete(caller, Number(params.table_id)));
}

async function* emptyBody(): AsyncGenerator<Buffer> {}

// Node has already checked that a Content-Length is one whole number; a chunked body declares none.
function declaredLength(header: string | undefined): number | undefined {
  return header === undefined ? undefined : Number(header);
}
