import { sql, type QueryResult } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { ChunkSizer } from '../fields/chunk-sizer.js';
import type { Expr } from '../fields/server-field-type.js';
import { userTable } from '../tables/user-table-ddl.js';

/** What a chunked pass over a table found: how many rows match, and their ids while there are few. */
export interface ChunkedMatches {
  count: number;
  /** The matching ids in the table's own order, or null when there were more than the pass was asked to keep. */
  ids: Int32Array | null;
}

interface ChunkRow {
  rows: string;
  last_order: string | null;
  last_id: number | null;
  matched: string;
  ids: number[] | null;
}

/**
 * Finds the rows matching `where` in chunks of rows in the table's own order ("order", id: its rows
 * index), each one statement sized to take ~25 ms, so that on the embedded engine — one connection,
 * one statement at a time — requests that queue meanwhile run between chunks instead of waiting for
 * a scan of the whole table (a search of 100k rows held it for 0.2–0.8 s). Keeps the ids, in that
 * order, while at most `keepIds` match: windows of the table's order are slices of them.
 * Not one snapshot: a row written between chunks may or may not be counted, as with any read
 * that does not lock.
 */
export async function matchInChunks(db: Executor, tableId: number, where: Expr, keepIds: number): Promise<ChunkedMatches> {
  const chunks = new ChunkSizer();
  let after: { order: string; id: number } | null = null;
  let count = 0;
  let ids: number[] | null = [];
  for (;;) {
    const size = chunks.size;
    const started = performance.now();
    const keepingIds = ids !== null;
    const start = after ? sql`("order", id) > (${after.order}::numeric, ${after.id}::integer)` : sql`true`;
    const result: QueryResult<ChunkRow> = await sql<ChunkRow>`
      with chunk as materialized (select * from ${userTable(tableId)} where ${start} order by "order", id limit ${size}),
           last as (select "order", id from chunk order by "order" desc, id desc limit 1)
      select count(*) as rows, (select "order" from last) as last_order, (select id from last) as last_id,
             count(*) filter (where hit) as matched,
             ${keepingIds ? sql`array_agg(id order by "order", id) filter (where hit)` : sql`null`} as ids
      -- The chunk takes the table's own name: conditions may refer to it (a link's empty test).
      from (select id, "order", (${where}) as hit from chunk as ${userTable(tableId)}) as scanned`.execute(db);
    const chunk: ChunkRow | undefined = result.rows[0];
    const rows = Number(chunk?.rows ?? 0);
    if (!chunk || rows === 0) return { count, ids: ids && Int32Array.from(ids) };
    chunks.record(rows, performance.now() - started);
    count += Number(chunk.matched);
    if (ids !== null) ids = count > keepIds ? null : ids.concat(chunk.ids ?? []);
    if (rows < size || chunk.last_order === null || chunk.last_id === null) return { count, ids: ids && Int32Array.from(ids) };
    after = { order: String(chunk.last_order), id: chunk.last_id };
  }
}
