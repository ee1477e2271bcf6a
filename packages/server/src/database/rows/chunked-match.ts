import { sql, type QueryResult } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { ChunkSizer } from '../fields/chunk-sizer.js';
import type { Expr } from '../fields/server-field-type.js';
import { userTable } from '../tables/user-table-ddl.js';

/** What a chunked pass over a table found: how many rows match, and their ids while there are few. */
export interface ChunkedMatches {
  count: number;
  /** The matching ids in id order, or null when there were more than the pass was asked to keep. */
  ids: number[] | null;
}

interface ChunkRow {
  rows: string;
  last: number | null;
  matched: string;
  ids: number[] | null;
}

// Below any id a table has: ids start at 1.
const beforeFirstId = 0;

/**
 * Finds the rows matching `where` in chunks of rows in id order, each one statement sized to take
 * ~25 ms, so that on the embedded engine — one connection, one statement at a time — requests
 * that queue meanwhile run between chunks instead of waiting for a scan of the whole table
 * (a search of 100k rows held it for 0.2–0.8 s). Keeps the ids while at most `keepIds` match.
 * Not one snapshot: a row written between chunks may or may not be counted, as with any read
 * that does not lock.
 */
export async function matchInChunks(db: Executor, tableId: number, where: Expr, keepIds: number): Promise<ChunkedMatches> {
  const chunks = new ChunkSizer();
  let afterId = beforeFirstId;
  let count = 0;
  let ids: number[] | null = [];
  for (;;) {
    const size = chunks.size;
    const started = performance.now();
    const keepingIds = ids !== null;
    const result: QueryResult<ChunkRow> = await sql<ChunkRow>`
      select count(*) as rows, max(id) as last, count(*) filter (where hit) as matched,
             ${keepingIds ? sql`array_agg(id order by id) filter (where hit)` : sql`null`} as ids
      from (select id, (${where}) as hit
            -- The chunk takes the table's own name: conditions may refer to it (a link's empty test).
            from (select * from ${userTable(tableId)} where id > ${afterId} order by id limit ${size}) as ${userTable(tableId)}) as scanned`.execute(db);
    const chunk: ChunkRow | undefined = result.rows[0];
    const rows = Number(chunk?.rows ?? 0);
    if (!chunk || rows === 0) return { count, ids };
    chunks.record(rows, performance.now() - started);
    count += Number(chunk.matched);
    if (ids !== null) ids = count > keepIds ? null : [...ids, ...(chunk.ids ?? [])];
    if (rows < size || chunk.last === null) return { count, ids };
    afterId = chunk.last;
  }
}
