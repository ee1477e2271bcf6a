import type { Engine } from '../../db/database.js';
import type { RowAuthor } from '../tables/system-columns.js';

/** When a streamed import writes what it has read: after so many rows or so many characters, whichever comes first. */
export interface BatchBounds {
  rows: number;
  characters: number;
}

/**
 * 2,000 rows keep each transaction short on the embedded engine (a COPY of them takes tens of
 * milliseconds), so it serves other requests between them. PostgreSQL serves them on its other
 * connections meanwhile, and there 10,000 rows a commit halve the time a million rows take against
 * 2,000. 16 M characters (at least 16 MB as read, twice that held as strings) keep a batch of wide
 * or long rows — 2,000 cells of a million characters would be 2 G — from filling memory.
 */
export const defaultBatchBounds: Readonly<Record<Engine, BatchBounds>> = {
  embedded: { rows: 2_000, characters: 16 * 1024 * 1024 },
  postgres: { rows: 10_000, characters: 16 * 1024 * 1024 },
};

// COPY's text format: a tab between cells, a newline after each row, and a backslash escaping
// those (and itself) inside a cell. A null would be \N; an imported cell is never null, at most "".
const needsEscape = /[\\\t\n\r]/;
const escapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapeCell = (cell: string) => (needsEscape.test(cell) ? cell.replace(/[\\\t\n\r]/g, (char) => escapes[char]!) : cell);

/**
 * The rows read since the last write, kept as the lines of a COPY into the columns
 * `"order", created_by, updated_by` and then the table's fields in order (copy-rows.ts), and
 * whether they should be written now.
 */
export class ImportBatch {
  #lines: string[] = [];
  #characters = 0;
  readonly #author: string;

  /** `width` cells a row: a shorter row's missing cells are "", as the grid shows them. */
  constructor(
    private readonly bounds: BatchBounds,
    private readonly width: number,
    author: RowAuthor,
  ) {
    // Both users are the importer, as an insert stamps them (rows.repo.ts); the times are the column defaults.
    const user = author === null ? '\\N' : String(author);
    this.#author = `${user}\t${user}`;
  }

  /** Adds a row at position `order` (1 for the first row of the table). */
  push(order: number, cells: readonly string[]): void {
    let line = `${order}\t${this.#author}`;
    for (let column = 0; column < this.width; column += 1) {
      const cell = cells[column] ?? '';
      line += `\t${escapeCell(cell)}`;
      this.#characters += cell.length;
    }
    this.#lines.push(line);
  }

  get isFull(): boolean {
    return this.#lines.length >= this.bounds.rows || this.#characters >= this.bounds.characters;
  }

  /** The rows held as COPY data (empty when none), which the batch forgets. */
  take(): Buffer {
    const data = this.#lines.length === 0 ? Buffer.alloc(0) : Buffer.from(`${this.#lines.join('\n')}\n`);
    this.#lines = [];
    this.#characters = 0;
    return data;
  }
}
