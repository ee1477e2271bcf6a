import type { Database } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { inTransaction } from '../../db/transaction.js';
import { reclaimColumnSlots } from '../tables/column-slots.js';
import {
  addShadowColumn,
  type ColumnConversion,
  alterColumnType,
  dropShadowColumn,
  fillShadowChunk,
  hasMoreRowsThan,
  swapInShadowColumn,
} from '../tables/conversion-ddl.js';
import { lockTableInTransaction } from '../tables/table-write-lock.js';
import { ChunkSizer } from './chunk-sizer.js';

export type { ColumnConversion };


/** A conversion made ready outside the change's transaction, to be applied inside it. */
export interface PreparedConversion {
  /** Inside the change's transaction: puts the converted column in place. */
  apply(trx: Executor): Promise<void>;
  /** Drops what prepare made; call it when the change fails or rolls back. Never throws; a second call does nothing. */
  discard(): Promise<void>;
}

/** How prepare proceeds; the defaults suit the server, tests choose small chunks. */
export interface ConversionOptions {
  /** Sizes the fill's chunks, learning from each; one per conversion. */
  chunks?: ChunkSizer;
  /** Called after each chunk of the fill, with its rows and the milliseconds it held the connection. */
  onChunk?(chunk: { rows: number; ms: number }): void;
}

// The lowest int4: `id > beforeFirstId` holds for every row.
const beforeFirstId = -2_147_483_648;

/**
 * Prepares a conversion before the change's transaction. On the embedded engine, whose one
 * connection a single ALTER of a big table would hold for seconds, it fills a shadow column in
 * short statements of bounded chunks, so queued requests run between them; `apply` then only
 * swaps columns. Hold the table's write lock (table-write-lock.ts) from this call to the commit,
 * or rows written meanwhile would miss the shadow column; until the commit, readers keep reading
 * the old column and field. On PostgreSQL, and for a table that fits one chunk, nothing happens
 * here and `apply` is the single ALTER: other sessions keep being served meanwhile, and a dropped
 * column or an UPDATE of every row is not worth it.
 */
export async function prepareColumnConversion(db: Database, conversion: ColumnConversion, options: ConversionOptions = {}): Promise<PreparedConversion> {
  const chunks = options.chunks ?? new ChunkSizer();
  if (db.engine === 'postgres' || !(await hasMoreRowsThan(db.kysely, conversion.tableId, chunks.size))) {
    return { apply: (trx) => alterColumnType(trx, conversion), discard: async () => {} };
  }
  // The shadow column takes an attribute slot of its own, which dropped columns may have used up.
  await inTransaction(db, async (trx) => {
    await lockTableInTransaction(trx, conversion.tableId);
    await reclaimColumnSlots(trx, conversion.tableId);
  });
  await addShadowColumn(db.kysely, conversion);
  try {
    await fillShadow(db, conversion, chunks, options.onChunk);
  } catch (error) {
    await dropShadowColumn(db.kysely, conversion).catch(() => undefined); // as in discard()
    throw error;
  }
  let discarded = false;
  return {
    apply: (trx) => swapInShadowColumn(trx, conversion),
    async discard() {
      // Once only: a later call could otherwise drop the shadow of the field's next conversion.
      if (discarded) return;
      discarded = true;
      // Never throws: callers discard while handling the error that matters, and a shadow column
      // left behind harms nothing until the field's next conversion drops it.
      await dropShadowColumn(db.kysely, conversion).catch(() => undefined);
    },
  };
}

async function fillShadow(db: Database, conversion: ColumnConversion, chunks: ChunkSizer, onChunk: ConversionOptions['onChunk']): Promise<void> {
  let afterId = beforeFirstId;
  for (;;) {
    const limit = chunks.size;
    // Each chunk is one statement with a connection of its own, so whoever queued meanwhile is
    // served before the next; timing inside leaves out that wait, which says nothing of our speed.
    const chunk = await db.kysely.connection().execute(async (connection) => {
      const started = performance.now();
      const filled = await fillShadowChunk(connection, conversion, afterId, limit);
      return { ...filled, ms: performance.now() - started };
    });
    if (chunk.rows === 0) return;
    chunks.record(chunk.rows, chunk.ms);
    onChunk?.({ rows: chunk.rows, ms: chunk.ms });
    if (chunk.rows < limit) return;
    afterId = chunk.lastId;
  }
}
