import type { Row } from '@cellar/core';

/** A row in the grid's buffer; `loading` while the server has yet to confirm a create or delete. */
export interface GridRow {
  row: Row;
  loading: boolean;
}

/** Whether an id is one the grid gave a new row until the server answers its create (ids from the server are positive). */
export function isTemporaryRowId(id: number): boolean {
  return id < 0;
}

/**
 * Whether a row's cells can be edited: not while it is being deleted. A row being created can be:
 * what is typed into it waits for the server's id (rowMutations), so keys typed straight after
 * '+ Add row' are kept however slow the create is.
 */
export function acceptsEdits(entry: GridRow): boolean {
  return !entry.loading || isTemporaryRowId(entry.row.id);
}

/** The loaded rows of a grid by their position; positions without an entry are placeholders. */
export type RowsByIndex = ReadonlyMap<number, GridRow>;

/** The smallest window covering every missing position in [from, to), or null when all are loaded. */
export function missingWindow(rows: RowsByIndex, from: number, to: number): { offset: number; limit: number } | null {
  let first = -1;
  let last = -1;
  for (let index = from; index < to; index += 1) {
    if (rows.has(index)) continue;
    if (first === -1) first = index;
    last = index;
  }
  return first === -1 ? null : { offset: first, limit: last - first + 1 };
}

/** Puts fetched rows at their positions; rows with a pending change keep their local state. */
export function placeRows(rows: RowsByIndex, offset: number, fetched: readonly Row[]): RowsByIndex {
  const next = new Map(rows);
  fetched.forEach((row, i) => {
    if (next.get(offset + i)?.loading) return;
    next.set(offset + i, { row, loading: false });
  });
  return next;
}

/** Drops loaded rows outside [from, to) so memory stays bounded on huge tables; pending rows stay. */
export function keepWindow(rows: RowsByIndex, from: number, to: number): RowsByIndex {
  let changed = false;
  const next = new Map<number, GridRow>();
  for (const [index, entry] of rows) {
    if ((index >= from && index < to) || entry.loading) next.set(index, entry);
    else changed = true;
  }
  return changed ? next : rows;
}

/** Inserts a row at a position, moving the rows at and after it one down. */
export function insertRowAt(rows: RowsByIndex, index: number, entry: GridRow): RowsByIndex {
  const next = new Map<number, GridRow>();
  for (const [at, existing] of rows) next.set(at >= index ? at + 1 : at, existing);
  next.set(index, entry);
  return next;
}

/** Removes the row at a position, moving the rows after it one up. */
export function removeRowAt(rows: RowsByIndex, index: number): RowsByIndex {
  const next = new Map<number, GridRow>();
  for (const [at, existing] of rows) {
    if (at !== index) next.set(at > index ? at - 1 : at, existing);
  }
  return next;
}

/** The position of a loaded row by id, or -1. */
export function indexOfRow(rows: RowsByIndex, rowId: number): number {
  for (const [index, entry] of rows) if (entry.row.id === rowId) return index;
  return -1;
}

/** Replaces the row at a position through an update function. */
export function updateRowAt(rows: RowsByIndex, index: number, update: (entry: GridRow) => GridRow): RowsByIndex {
  const entry = rows.get(index);
  if (!entry) return rows;
  const next = new Map(rows);
  next.set(index, update(entry));
  return next;
}

/** Replaces some cells of a row, keeping the rest. */
export function withCells(row: Row, cells: Record<string, unknown>): Row {
  return { ...row, ...cells } as Row;
}
