import type { CellValues } from '../rows/rows.repo.js';

/** A row of a streamed import waiting to be written: its order and its cells by field id. */
export interface PendingRow {
  order: string;
  cells: CellValues;
}

/** When a streamed import writes what it has read: after so many rows or so many characters, whichever comes first. */
export interface BatchBounds {
  rows: number;
  characters: number;
}

/**
 * 2,000 rows keep each transaction short, so the embedded engine serves other requests between
 * them; 16 M characters (at least 16 MB as read, twice that held as strings) keep a batch of wide
 * or long rows — 2,000 cells of a million characters would be 2 G — from filling memory.
 */
export const defaultBatchBounds: BatchBounds = { rows: 2_000, characters: 16 * 1024 * 1024 };

/** The rows read since the last write, and whether they should be written now. */
export class ImportBatch {
  #rows: PendingRow[] = [];
  #characters = 0;

  constructor(private readonly bounds: BatchBounds) {}

  /** Adds a row whose cells hold `characters` characters in all. */
  push(row: PendingRow, characters: number): void {
    this.#rows.push(row);
    this.#characters += characters;
  }

  get isFull(): boolean {
    return this.#rows.length >= this.bounds.rows || this.#characters >= this.bounds.characters;
  }

  /** The rows held, which the batch forgets. */
  take(): PendingRow[] {
    const rows = this.#rows;
    this.#rows = [];
    this.#characters = 0;
    return rows;
  }
}
