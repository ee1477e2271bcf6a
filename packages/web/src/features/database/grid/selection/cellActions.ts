import { parseTsv, type Field } from '@cellar/core';
import { fieldUiOf } from '../../fields/registry';
import { cellKey, cellText, copiedText, emptyValue, isWritable, pastedValue } from '../../fields/fieldValues';
import type { GridController } from '../useGridController';
import { acceptsEdits, indexOfRow } from '../store/rowIndex';
import { blockOf, blockSize, rangeOfPaste, type CellBlock } from './cellRange';
import { decideCommit } from './commitDecision';
import { createRangeActions } from './rangeActions';
import type { StateStore } from '../../../../ui/stateStore';
import type { CellRef, CellSpot, SelectionState } from './selectionStore';

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
  // A read-only type's cell (created_on, autonumber…) is never written: Delete, Backspace and toggles leave it.
  const save = (rowId: number, field: Field, value: unknown) => void (isWritable(field) && grid.rows.updateCells(rowId, { [cellKey(field)]: value }));
  const ranges = createRangeActions(grid, context);
  const columnOf = (fieldId: number) => context.fields().findIndex((field) => field.id === fieldId);
  // Where a range starts when there is none yet: the selected cell.
  const anchorSpot = (): CellSpot | null => {
    const { cell } = selection.getState();
    const index = cell ? indexOfRow(grid.store.getState().rows, cell.rowId) : -1;
    return cell && index !== -1 ? { rowIndex: index, fieldId: cell.fieldId } : null;
  };

  const actions = {
    select(cell: CellRef) {
      const { cell: selected, range } = selection.getState();
      if (selected && selected.rowId === cell.rowId && selected.fieldId === cell.fieldId) {
        if (range) selection.setState((state) => ({ ...state, range: null }));
        return;
      }
      if (!actions.unselect()) return;
      selection.setState(() => ({ cell, draft: null, range: null }));
    },
    /** Stretches the range to a cell (Shift+click, dragging), from the selected cell when there is no range yet. */
    extendTo(spot: CellSpot) {
      const anchor = selection.getState().range?.anchor ?? anchorSpot();
      if (!anchor || selection.getState().draft !== null) return;
      const range = anchor.rowIndex === spot.rowIndex && anchor.fieldId === spot.fieldId ? null : { anchor, extent: spot };
      selection.setState((state) => ({ ...state, range }));
    },
    /** Moves the range's far corner by rows and columns (Shift+arrows; ±Infinity to the edge of the data). */
    extendBy(rows: number, columns: number) {
      const from = selection.getState().range?.extent ?? anchorSpot();
      const fields = context.fields();
      const count = grid.store.getState().count;
      if (!from || fields.length === 0 || count === 0) return;
      const column = Math.min(fields.length - 1, Math.max(0, columnOf(from.fieldId) + columns));
      const rowIndex = Math.min(count - 1, Math.max(0, from.rowIndex + rows));
      const field = fields[column] as Field;
      actions.extendTo({ rowIndex, fieldId: field.id });
      context.reveal(rowIndex, field.id);
    },
    /** Selects every cell of the view (Ctrl/Cmd+A), keeping the selected cell. */
    selectAll() {
      const fields = context.fields();
      const count = grid.store.getState().count;
      const [first] = fields;
      const last = fields.at(-1);
      if (!first || !last || count === 0 || selection.getState().draft !== null) return;
      selection.setState((state) => ({ ...state, range: { anchor: { rowIndex: 0, fieldId: first.id }, extent: { rowIndex: count - 1, fieldId: last.id } } }));
    },
    /** The block the range covers, or null when only one cell is selected. */
    block(): CellBlock | null {
      const { range } = selection.getState();
      return range ? blockOf(range, context.fields()) : null;
    },
    /**
     * Ends editing but keeps the cell: a valid changed draft is saved. An invalid one is never
     * dropped by leaving (only Escape cancels it): editing goes on, with its message, and false is answered.
     */
    stopEditing(): boolean {
      return selection.getState().draft === null || actions.commit();
    },
    /** Leaves the cell, ending its editing first; false (and stays) while its draft is invalid. */
    unselect(): boolean {
      if (!actions.stopEditing()) return false;
      selection.setState((state) => (state.cell || state.range ? { cell: null, draft: null, range: null } : state));
      return true;
    },
    edit(text?: string) {
      const now = current();
      if (!now || !acceptsEdits(now.entry)) return;
      if (fieldUiOf(now.field.type).editing === 'toggle') return actions.toggle();
      selection.setState((state) => ({ ...state, range: null, draft: text ?? cellText(now.field, now.value) }));
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
      if (now && acceptsEdits(now.entry) && fieldUiOf(now.field.type).editing === 'toggle') save(now.cell.rowId, now.field, now.value !== true);
    },
    /** Saves a value into a cell, selected or not by now, unless its row is being deleted. */
    saveCell(cell: CellRef, value: unknown) {
      const field = fieldOf(cell.fieldId);
      const entry = entryOf(cell.rowId);
      if (field && entry && acceptsEdits(entry)) save(cell.rowId, field, value);
    },
    clear() {
      const block = actions.block();
      if (block) return void ranges.clear(block);
      const now = current();
      if (now && acceptsEdits(now.entry)) save(now.cell.rowId, now.field, emptyValue(now.field));
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
    copyLoaded: ranges.copyLoaded,
    copyFetching: ranges.copyFetching,
    /**
     * Pastes into the selected cell; a block of lines and columns from it (or from the range's
     * top-left), creating rows past the end; one value into every cell of a range.
     */
    paste(text: string) {
      const now = current();
      if (!now) return;
      const matrix = parseTsv(text);
      const block = actions.block();
      const single = matrix.length === 1 && matrix[0]?.length === 1;
      if (single && !block) {
        if (acceptsEdits(now.entry)) save(now.cell.rowId, now.field, pastedValue(now.field, matrix[0]?.[0] ?? ''));
        return;
      }
      const fields = context.fields();
      const start = block ? { rowIndex: block.top, columnIndex: block.left } : { rowIndex: indexOfRow(grid.store.getState().rows, now.cell.rowId), columnIndex: columnOf(now.field.id) };
      const filled = single && block ? Array.from({ length: blockSize(block).rows }, () => Array.from({ length: blockSize(block).columns }, () => matrix[0]?.[0] ?? '')) : matrix;
      void ranges.paste(filled, start);
      // The pasted cells become the range, as in a spreadsheet.
      const range = rangeOfPaste(start, { rows: filled.length, columns: Math.max(...filled.map((line) => line.length)) }, fields);
      selection.setState((state) => ({ ...state, range: range && (range.anchor.rowIndex !== range.extent.rowIndex || range.anchor.fieldId !== range.extent.fieldId) ? range : null }));
    },
  };
  return actions;
}
