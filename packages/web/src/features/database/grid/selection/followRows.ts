import { useEffect } from 'react';
import type { GridState, GridStore } from '../store/gridStore';
import { indexOfRow, isTemporaryRowId } from '../store/rowIndex';
import type { StateStore } from '../../../../ui/stateStore';
import type { CellRef, SelectionState } from './selectionStore';

/**
 * Where the selected cell goes after the rows changed. It stays while its row is there or only
 * unloaded by scrolling. When its row is gone (deleted, or a new row's temporary id replaced by
 * the server's) it moves to the row now in that place, else to the one above, else nowhere.
 */
export function followSelectedRow(cell: CellRef, before: GridState, after: GridState): CellRef | null {
  if (indexOfRow(after.rows, cell.rowId) !== -1) return cell;
  const index = indexOfRow(before.rows, cell.rowId);
  // A row dropped from the buffer leaves its place empty and the count as it was.
  const gone = index !== -1 && (after.rows.has(index) || after.count < before.count);
  if (!gone) return cell;
  const neighbour = after.rows.get(index) ?? after.rows.get(index - 1);
  return neighbour ? { rowId: neighbour.row.id, fieldId: cell.fieldId } : null;
}

/** Keeps a grid's selection on a row that exists, so the keyboard never points at nothing. */
export function useSelectionFollowsRows(store: GridStore, selection: StateStore<SelectionState>): void {
  useEffect(() => {
    let before = store.getState();
    return store.subscribe(() => {
      const after = store.getState();
      const { cell } = selection.getState();
      const next = cell && followSelectedRow(cell, before, after);
      // A new row that got its server id is the same row: what is being typed into it stays
      // (typing may start before the create is answered). Any other draft belonged to the row that went.
      const sameRow = cell !== null && next !== null && isTemporaryRowId(cell.rowId) && indexOfRow(after.rows, next.rowId) === indexOfRow(before.rows, cell.rowId);
      before = after;
      if (next !== cell) selection.setState((state) => ({ cell: next, draft: sameRow ? state.draft : null, range: next ? state.range : null }));
    });
  }, [store, selection]);
}
