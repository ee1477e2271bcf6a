import { createStateStore, type StateStore } from '../store/stateStore';

/** A cell by its row id and field id, so it stays the same cell when rows shift. */
export interface CellRef {
  rowId: number;
  fieldId: number;
}

/** The selected cell, and the editor's draft text while it is being edited. */
export interface SelectionState {
  cell: CellRef | null;
  /** Null when only selected; the text in the editor while editing. */
  draft: string | null;
}

/** Creates the selection of one grid. */
export function createSelectionStore(): StateStore<SelectionState> {
  return createStateStore<SelectionState>({ cell: null, draft: null });
}

/** Whether a ref points at the given cell. */
export function isCell(ref: CellRef | null, rowId: number, fieldId: number): boolean {
  return ref !== null && ref.rowId === rowId && ref.fieldId === fieldId;
}
