import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import type { RowAuthor } from '../tables/system-columns.js';
import { fieldColumnName } from '../tables/user-table-ddl.js';
import { copyRows } from './copy-rows.js';
import { ImportBatch, type BatchBounds } from './import-batch.js';
import { OverlappedWrites } from './overlapped-writes.js';

/** Where a streamed import writes: its new table, the table's fields in the file's column order, and who imports. */
export interface ImportTarget {
  tableId: number;
  fields: FieldRecord[];
  author: RowAuthor;
}

/**
 * Writes the rows of a streamed import into its new table: in batches within `bounds`, each one
 * COPY in its own transaction, the next read while the last is written. `beforeWrite` runs
 * before each write once the last has ended (the import checks there that its client is still there).
 */
export class ImportWriter {
  readonly #batch: ImportBatch;
  readonly #writes: OverlappedWrites<{ data: Buffer; last: boolean }>;

  constructor(
    db: Database,
    target: ImportTarget,
    bounds: BatchBounds,
    private readonly beforeWrite: () => void,
  ) {
    this.#batch = new ImportBatch(bounds, target.fields.length, target.author);
    const columns = ['order', 'created_by', 'updated_by', ...target.fields.map((field) => fieldColumnName(field.id))];
    this.#writes = new OverlappedWrites(({ data, last }) =>
      inTransaction(db, async (trx) => {
        // Only the last commit waits for the disk: it flushes the log of every earlier one with its
        // own, so the import is as durable when it answers, and not before that is needed.
        if (!last) await sql`set local synchronous_commit = off`.execute(trx);
        await copyRows(trx, db.engine, target.tableId, columns, data);
      }),
    );
  }

  /** Adds the row at position `order`, first writing the batch before it if that one is full. */
  async add(order: number, cells: readonly string[]): Promise<void> {
    // A full batch is written when a row comes after it, so the last write always has rows.
    if (this.#batch.isFull) await this.#write(false);
    this.#batch.push(order, cells);
  }

  /** Writes what is left and resolves once every row is committed; throws a write's failure. */
  async finish(): Promise<void> {
    await this.#write(true);
    await this.#writes.done();
  }

  /** Resolves once no write is under way, however it ended: the table may then be deleted. */
  idle(): Promise<void> {
    return this.#writes.idle();
  }

  async #write(last: boolean): Promise<void> {
    await this.#writes.idle();
    this.beforeWrite();
    const data = this.#batch.take();
    if (data.length > 0) await this.#writes.start({ data, last });
  }
}
