import type { Row } from '@cellar/core';
import type { GridStore } from './gridStore';

/** Fetches chosen rows, limited to some fields. */
export type FetchRowsById = (rowIds: number[], fieldIds: number[]) => Promise<Row[]>;

/**
 * Reloads some columns of the loaded rows in one request, e.g. after a field was converted on
 * the server; the scroll position and the rest of the buffer stay as they are.
 */
export async function refreshCells(store: GridStore, fetchRows: FetchRowsById, fieldIds: number[]): Promise<void> {
  const ids = [...store.getState().rows.values()].filter((entry) => entry.row.id > 0).map((entry) => entry.row.id);
  if (ids.length === 0 || fieldIds.length === 0) return;
  const fresh = new Map((await fetchRows(ids, fieldIds)).map((row) => [row.id, row]));
  const keys = fieldIds.map((id) => `field_${id}` as const);
  for (const [id, row] of fresh) {
    store.updateRow(id, (entry) => ({ ...entry, row: { ...entry.row, ...Object.fromEntries(keys.map((key) => [key, row[key] ?? null])) } }));
  }
}
