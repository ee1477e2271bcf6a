import { createStateStore, type StateStore } from '../../../../ui/stateStore';

/** A cell by its row id and field id, so it stays the same cell when rows shift. */
export interface CellRef {
  rowId: number;
  fieldId: number;
}

/** A cell by its position: ranges reach rows that are not loaded, whose ids are unknown. */
export interface CellSpot {
  rowIndex: number;
  fieldId: number;
}

/** A block of cells stretched from one corner (where it began) to the other (where it was dragged or Shift-moved to). */
export interface RangeEnds {
  anchor: CellSpot;
  extent: CellSpot;
}

/** The selected cell, the editor's draft text while it is being edited, and a range around it. */
export interface SelectionState {
  cell: CellRef | null;
  /** Null when only selected; the text in the editor while editing. */
  draft: string | null;
  /** Null when only the selected cell is selected. */
  range: RangeEnds | null;
}

/** Creates the selection of one grid. */
export function createSelectionStore(): StateStore<SelectionState> {
  return createStateStore<SelectionState>({ cell: null, draft: null, range: null });
}

/** Whether a ref points at the given cell. */
export function isCell(ref: CellRef | null, rowId: number, fieldId: number): boolean {
  return ref !== null && ref.rowId === rowId && ref.fieldId === fieldId;
}
