import { parseTsv, type Field, type RowValues } from '@cellar/core';
import { fieldUiOf } from '../../fields/registry';
import { cellKey, cellText, copiedText, emptyValue, pastedValue } from '../../fields/fieldValues';
import type { GridController } from '../useGridController';
import { indexOfRow } from '../store/rowIndex';
import { decideCommit } from './commitDecision';
import { pasteCells, rowsPastTheEnd } from './pasteCells';
import type { StateStore } from '../store/stateStore';
import type { CellRef, SelectionState } from './selectionStore';

/** What the actions read at the moment they run: the fields in keyboard order. */
export interface CellActionContext {
  fields(): readonly Field[];
  /** Scrolls a cell into view after the keyboard moved there. */
  reveal(rowIndex: number, fieldId: number): void;
}

/** Everything a person can do to the selected cell (spec §4 "Cell"). */
export type CellActions = ReturnType<typeof createCellActions>;

/** Binds the cell actions to a grid and its selection. */
export function createCellActions(grid: GridController, selection: StateStore<SelectionState>, context: CellActionContext) {
  const fieldOf = (id: number) => context.fields().find((field) => field.id === id);
  const entryOf = (rowId: number) => {
    const rows = grid.store.getState().rows;
    return rows.get(indexOfRow(rows, rowId));
  };
  const current = () => {
    const { cell, draft } = selection.getState();
    const field = cell && fieldOf(cell.fieldId);
    const entry = cell && entryOf(cell.rowId);
    return cell && field && entry ? { cell, draft, field, entry, value: entry.row[cellKey(field)] } : null;
  };
  const save = (rowId: number, field: Field, value: unknown) => void grid.rows.updateCells(rowId, { [cellKey(field)]: value });

  // Rows a paste spills into past the end are created one after another, so they keep the
  // pasted order; each shows at once and is saved with its cells.
  const addPastedRows = async (cellsOfRows: RowValues[], firstIndex: number) => {
    for (const [offset, cells] of cellsOfRows.entries()) {
      if ((await grid.rows.createRow({ index: firstIndex + offset, cells, body: cells })) === null) return;
    }
  };

  const actions = {
    select(cell: CellRef) {
      const { cell: selected } = selection.getState();
      if (selected && selected.rowId === cell.rowId && selected.fieldId === cell.fieldId) return;
      actions.unselect();
      selection.setState(() => ({ cell, draft: null }));
    },
    /** Ends editing but keeps the cell: a valid changed draft is saved, an invalid one dropped. */
    stopEditing() {
      if (selection.getState().draft !== null && !actions.commit()) actions.cancel();
    },
    /** Leaves the cell, ending its editing first. */
    unselect() {
      actions.stopEditing();
      selection.setState((state) => (state.cell ? { cell: null, draft: null } : state));
    },
    edit(text?: string) {
      const now = current();
      if (!now || now.entry.loading) return;
      if (fieldUiOf(now.field.type).editing === 'toggle') return actions.toggle();
      selection.setState((state) => ({ ...state, draft: text ?? cellText(now.field, now.value) }));
    },
    setDraft(text: string) {
      selection.setState((state) => (state.draft === null ? state : { ...state, draft: text }));
    },
    /** Saves the draft when valid and changed; false (still editing) when invalid. */
    commit(text?: string): boolean {
      const now = current();
      if (!now || (now.draft === null && text === undefined)) return true;
      const decision = decideCommit(now.field, now.value, text ?? now.draft ?? '');
      if (decision.type === 'invalid') return false;
      if (decision.type === 'save') save(now.cell.rowId, now.field, decision.value);
      selection.setState((state) => ({ ...state, draft: null }));
      return true;
    },
    cancel() {
      selection.setState((state) => (state.draft === null ? state : { ...state, draft: null }));
    },
    toggle() {
      const now = current();
      if (now && !now.entry.loading && fieldUiOf(now.field.type).editing === 'toggle') save(now.cell.rowId, now.field, now.value !== true);
    },
    /** Saves a value into a cell, selected or not by now, unless its row is still being created or deleted. */
    saveCell(cell: CellRef, value: unknown) {
      const field = fieldOf(cell.fieldId);
      const entry = entryOf(cell.rowId);
      if (field && entry && !entry.loading) save(cell.rowId, field, value);
    },
    clear() {
      const now = current();
      if (now && !now.entry.loading) save(now.cell.rowId, now.field, emptyValue(now.field));
    },
    /** Whether a move by rows and columns would leave the selected cell (false at the edge). */
    canMove(rows: number, columns: number): boolean {
      const now = current();
      if (!now) return false;
      const fields = context.fields();
      const column = fields.findIndex((field) => field.id === now.field.id);
      const index = indexOfRow(grid.store.getState().rows, now.cell.rowId);
      const count = grid.store.getState().count;
      return (columns !== 0 && column + columns >= 0 && column + columns < fields.length) || (rows !== 0 && index + rows >= 0 && index + rows < count);
    },
    move(rows: number, columns: number) {
      const now = current();
      if (!now) return;
      const fields = context.fields();
      const column = Math.min(fields.length - 1, Math.max(0, fields.findIndex((field) => field.id === now.field.id) + columns));
      const all = grid.store.getState().rows;
      const index = Math.min(grid.store.getState().count - 1, Math.max(0, indexOfRow(all, now.cell.rowId) + rows));
      const target = all.get(index);
      const field = fields[column];
      if (!field) return;
      context.reveal(index, field.id);
      if (target) return actions.select({ rowId: target.row.id, fieldId: field.id });
      // A jump far away lands on a row not loaded yet: scrolling there loads it, then it is selected.
      // Given up as soon as the selection moves elsewhere meanwhile.
      const stop = grid.store.subscribe(() => {
        if (selection.getState().cell?.rowId !== now.cell.rowId) return stop();
        const loaded = grid.store.getState().rows.get(index);
        if (!loaded) return;
        stop();
        actions.select({ rowId: loaded.row.id, fieldId: field.id });
      });
    },
    /** The selected cell's text for the clipboard. */
    copyText(): string | null {
      const now = current();
      return now ? copiedText(now.field, now.value) : null;
    },
    /** Pastes into the selected cell, or a tab-separated range from it. */
    paste(text: string) {
      const now = current();
      if (!now) return;
      const matrix = parseTsv(text);
      if (matrix.length === 1 && matrix[0]?.length === 1) {
        if (!now.entry.loading) save(now.cell.rowId, now.field, pastedValue(now.field, matrix[0][0] ?? ''));
        return;
      }
      const fields = context.fields();
      const start = { rowIndex: indexOfRow(grid.store.getState().rows, now.cell.rowId), columnIndex: fields.findIndex((field) => field.id === now.field.id) };
      const { rows, count } = grid.store.getState();
      for (const { rowId, cells } of pasteCells(matrix, start, fields, rows)) void grid.rows.updateCells(rowId, cells);
      void addPastedRows(rowsPastTheEnd(matrix, start, fields, count), count);
    },
  };
  return actions;
}
