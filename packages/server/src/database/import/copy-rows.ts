import { CompiledQuery, sql } from 'kysely';
import { finished } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { Engine } from '../../db/database.js';
import { CopyBlob } from '../../db/embedded/copy-blob.js';
import type { Executor } from '../../db/executor.js';
import { userTable } from '../tables/user-table-ddl.js';

/**
 * Writes rows already in COPY's text format (copy-text.ts) into a user table's `columns`, in the
 * transaction `trx`, with one COPY statement: PostgreSQL's own bulk path, which parses its input in
 * C instead of binding one parameter per cell. Columns left out (id, the times, trashed) take their
 * defaults, as an INSERT naming them not would.
 */
export async function copyRows(trx: Executor, engine: Engine, tableId: number, columns: readonly string[], data: Buffer): Promise<void> {
  const names = sql.join(columns.map((column) => sql.id(column)));
  if (engine === 'embedded') {
    const statement = sql`copy ${userTable(tableId)} (${names}) from '/dev/blob'`.compile(trx).sql;
    await trx.executeQuery(CompiledQuery.raw(statement, [new CopyBlob(data)]));
    return;
  }
  const stream = copyFrom(sql`copy ${userTable(tableId)} (${names}) from stdin`.compile(trx).sql);
  // Kysely gives no handle on the transaction's pg client, but hands a compiled query's text to
  // that client's query() unchanged, and pg runs any object with a submit() there (the way
  // pg-copy-streams, pg-cursor and pg-query-stream are used): the COPY then runs on the
  // transaction's own connection, with its timeouts. The call returns once it is queued; the
  // stream ends when PostgreSQL has taken the data, and fails as the statement does.
  await trx.executeQuery({ ...CompiledQuery.raw('copy'), sql: stream as unknown as string });
  stream.end(data);
  await finished(stream);
}
