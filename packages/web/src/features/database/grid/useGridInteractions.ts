import { gridConstants } from '@cellar/core';
import { useEffect, useMemo, useRef, type ClipboardEvent, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { fieldUiOf } from '../fields/registry';
import type { RowMenuTarget } from '../rows/RowContextMenu';
import { returnFocusAfterEditor } from './gridFocus';
import type { CellActions } from './selection/cellActions';
import type { CellBlock } from './selection/cellRange';
import { commandForKey } from './selection/cellCommands';
import { commandRunner } from './selection/commandRunner';
import { isCell, type CellRef, type SelectionState } from './selection/selectionStore';
import type { StateStore } from '../../../ui/stateStore';
import type { Field } from '@cellar/core';
import type { EditHistory } from './history/editHistory';

/** What the grid's event handlers need. */
export interface GridInteractionDeps {
  scroller: RefObject<HTMLDivElement | null>;
  selection: StateStore<SelectionState>;
  actions: CellActions;
  fieldById: (id: number) => Field | undefined;
  onExpand: (rowId: number) => void;
  onRowMenu: (target: RowMenuTarget) => void;
  /** Opens a column's header menu (Alt+Down on one of its cells). */
  onFieldMenu: (fieldId: number) => void;
  /** The cell focus lands on when the keyboard enters the grid with nothing selected. */
  entryCell: () => CellRef | null;
  history: Pick<EditHistory, 'undo' | 'redo'>;
  /** Tells a copy that could not be made (too many cells, or the clipboard refused). */
  onCopyFailed: (error?: unknown) => void;
}

const rowOf = (element: Element) => element.closest<HTMLElement>('[data-row-id]');
// The cell under a pointer, by position: a drag or Shift+click may end on a row far from the selected one.
const spotOf = (target: Element) => {
  const row = rowOf(target);
  const cell = target.closest<HTMLElement>('[data-cell]');
  return row && cell && Number(row.dataset.rowId) > 0 ? { rowIndex: Number(row.dataset.rowIndex), fieldId: Number(cell.dataset.fieldId) } : null;
};
// Copy and paste belong to the grid when a cell is selected and no editor or other input has focus.
const ownsClipboard = (event: ClipboardEvent, state: SelectionState, scroller: RefObject<HTMLDivElement | null>) =>
  state.cell !== null && state.draft === null && !!scroller.current?.contains(event.target as Node) && !(event.target as Element).closest?.('input, textarea');
const focusGrid = (scroller: RefObject<HTMLDivElement | null>) => scroller.current?.focus({ preventScroll: true });

/**
 * Pointer, keyboard and clipboard handling for the whole grid, delegated from the scroller so
 * rows stay cheap: click selects, a second press within 200 ms edits, keys follow cellCommands.
 */
export function useGridInteractions({ scroller, selection, actions, fieldById, onExpand, onRowMenu, onFieldMenu, entryCell, history, onCopyFailed }: GridInteractionDeps) {
  const lastPress = useRef({ key: '', at: 0 });
  // Set while the primary button, pressed on a cell, is held: moving over other cells stretches a range.
  const dragging = useRef(false);
  // Set by a press in the grid until its task ends, so the focus that follows it does not select a cell of its own.
  const pressing = useRef(false);
  // The last press React saw in the grid's tree (its portaled menus and modals too), before the document hears it.
  const pressInside = useRef<Event | null>(null);

  // Clicking anywhere outside the grid (but not in an editor's pop-up) saves and unselects.
  useEffect(() => {
    const onDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Element;
      if (scroller.current?.contains(target) || target.closest?.('[data-grid-editor]')) return;
      // A press in one of the grid's own menus, pop-ups or modals keeps the cell, so the keys go on from it afterwards.
      if (pressInside.current === event) actions.stopEditing();
      else actions.unselect();
    };
    const onUp = () => void (dragging.current = false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('pointerup', onUp);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('pointerup', onUp);
    };
  }, [scroller, actions]);

  // When an editor closes, keys go back to the grid (every editor, through this one place).
  useEffect(() => {
    let editing = selection.getState().draft !== null;
    return selection.subscribe(() => {
      const now = selection.getState().draft !== null;
      // The second, late return only while a cell is selected and no new editor opened meanwhile: a key typed
      // right after Escape opens one, and taking focus from it would drop the rest of what is typed.
      if (editing && !now) returnFocusAfterEditor(scroller.current, () => selection.getState().cell !== null && selection.getState().draft === null);
      editing = now;
    });
  }, [selection, scroller]);

  const runCommand = useMemo(
    () =>
      commandRunner({
        actions,
        history,
        onExpand,
        onFieldMenu,
        openRowMenu: (cell) => openRowMenuAt(scroller.current, cell, onRowMenu),
        rowsPerScreen: () => rowsPerScreen(scroller.current),
      }),
    [actions, history, onExpand, onFieldMenu, onRowMenu, scroller],
  );

  return useMemo(
    () => ({
      onPressInside(event: PointerEvent) {
        pressInside.current = event.nativeEvent;
      },
      onPointerDown(event: PointerEvent) {
        pressing.current = true;
        setTimeout(() => (pressing.current = false), 0);
        const target = event.target as Element;
        if (event.button !== 0 || !scroller.current?.contains(target) || target.closest('[role="columnheader"]')) return;
        const row = rowOf(target);
        const cell = target.closest<HTMLElement>('[data-cell]');
        if (row && target.closest('[data-row-expand]')) {
          actions.unselect();
          onExpand(Number(row.dataset.rowId));
          return;
        }
        if (!row || !cell) {
          if (actions.unselect()) return;
          event.preventDefault();
          return focusInvalidEditor(scroller.current);
        }
        const ref = { rowId: Number(row.dataset.rowId), fieldId: Number(cell.dataset.fieldId) };
        const { cell: selected, draft } = selection.getState();
        if (isCell(selected, ref.rowId, ref.fieldId) && draft !== null) return;
        const spot = spotOf(target);
        if (event.shiftKey && selected && draft === null && spot) {
          actions.extendTo(spot);
          focusGrid(scroller);
          return;
        }
        dragging.current = true;
        const key = `${ref.rowId}:${ref.fieldId}`;
        const quick = lastPress.current.key === key && event.timeStamp - lastPress.current.at < gridConstants.doubleClickWindowMs;
        const wasSelected = isCell(selected, ref.rowId, ref.fieldId);
        actions.select(ref);
        // An invalid draft elsewhere keeps its editor (nothing typed is lost): typing goes back there.
        if (selection.getState().draft !== null && !isCell(selection.getState().cell, ref.rowId, ref.fieldId)) {
          event.preventDefault();
          return focusInvalidEditor(scroller.current);
        }
        if (target.closest('[data-toggle]')) actions.toggle();
        else if (wasSelected && quick) actions.edit();
        lastPress.current = { key, at: event.timeStamp };
        if (!target.closest('a')) focusGrid(scroller);
      },
      onPointerMove(event: PointerEvent) {
        if (!dragging.current || (event.buttons & 1) === 0 || selection.getState().draft !== null) return;
        const spot = spotOf(event.target as Element);
        if (spot) actions.extendTo(spot);
      },
      onContextMenu(event: MouseEvent) {
        const target = event.target as Element;
        const row = rowOf(target);
        if (!row || !scroller.current?.contains(target) || Number(row.dataset.rowId) < 0) return;
        event.preventDefault();
        const cell = target.closest<HTMLElement>('[data-cell]');
        if (cell) actions.select({ rowId: Number(row.dataset.rowId), fieldId: Number(cell.dataset.fieldId) });
        onRowMenu({ rowId: Number(row.dataset.rowId), index: Number(row.dataset.rowIndex), x: event.clientX, y: event.clientY });
      },
      // Tabbing into the grid selects a cell, so the arrows work at once (ARIA data grid pattern).
      onFocus(event: FocusEvent) {
        if (event.target !== scroller.current || selection.getState().cell !== null || pressing.current) return;
        const cell = entryCell();
        if (cell) actions.select(cell);
      },
      onKeyDown(event: KeyboardEvent) {
        const { cell, draft } = selection.getState();
        const field = cell && fieldById(cell.fieldId);
        const inGrid = scroller.current?.contains(event.target as Node) || (event.target as Element).closest?.('[data-grid-editor]');
        if (!inGrid || event.nativeEvent.isComposing) return;
        // Undo and redo work from anywhere in the grid, a cell selected or not, but not in an editor.
        const command = commandForKey(event, draft === null ? 'selected' : 'editing', field ? fieldUiOf(field.type).editing : 'text');
        if ((command?.type === 'undo' || command?.type === 'redo') && draft === null) {
          event.preventDefault();
          return void (command.type === 'undo' ? history.undo() : history.redo());
        }
        if (!cell || !field || !command) return;
        // Tab at the row's edge leaves the grid, as Tab does anywhere else: the browser moves focus on.
        if (command.type === 'move' && event.key === 'Tab' && !actions.canMove(0, command.columns)) return actions.unselect();
        event.preventDefault();
        runCommand(command, cell);
      },
      onCopy(event: ClipboardEvent) {
        if (!ownsClipboard(event, selection.getState(), scroller)) return;
        const block = actions.block();
        if (block) return copyBlock(event, block, actions, onCopyFailed);
        const text = actions.copyText();
        if (text === null) return;
        event.preventDefault();
        event.clipboardData.setData('text/plain', text);
      },
      onPaste(event: ClipboardEvent) {
        if (!ownsClipboard(event, selection.getState(), scroller)) return;
        event.preventDefault();
        const text = event.clipboardData.getData('text/plain');
        if (text !== '') actions.paste(text);
      },
    }),
    [scroller, selection, actions, fieldById, onExpand, onRowMenu, entryCell, history, onCopyFailed, runCommand],
  );
}

// A loaded block goes to the clipboard at once, as text and as a table for spreadsheets; a block
// reaching rows not loaded is fetched first and written through the asynchronous clipboard.
function copyBlock(event: ClipboardEvent, block: CellBlock, actions: CellActions, onCopyFailed: (error?: unknown) => void): void {
  event.preventDefault();
  const loaded = actions.copyLoaded(block);
  if (loaded) {
    event.clipboardData.setData('text/plain', loaded.text);
    event.clipboardData.setData('text/html', loaded.html);
    return;
  }
  void actions
    .copyFetching(block)
    .then((copied) => {
      if (!copied) return onCopyFailed();
      const item = new ClipboardItem({ 'text/plain': new Blob([copied.text], { type: 'text/plain' }), 'text/html': new Blob([copied.html], { type: 'text/html' }) });
      return navigator.clipboard.write([item]);
    })
    .catch(onCopyFailed);
}

function focusInvalidEditor(scroller: HTMLElement | null): void {
  scroller?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

// The row menu opened from the keyboard appears under the selected cell, where a right click would put it.
function openRowMenuAt(scroller: HTMLElement | null, cell: CellRef, onRowMenu: (target: RowMenuTarget) => void): void {
  const row = scroller?.querySelector<HTMLElement>(`[data-row-id="${cell.rowId}"]`);
  const element = row?.querySelector<HTMLElement>(`[data-field-id="${cell.fieldId}"]`);
  if (!row || !element) return;
  const box = element.getBoundingClientRect();
  onRowMenu({ rowId: cell.rowId, index: Number(row.dataset.rowIndex), x: box.left + 8, y: box.bottom });
}

// The rows a screen shows, less one so that a row stays in view across the jump.
function rowsPerScreen(scroller: HTMLElement | null): number {
  return Math.max(1, Math.floor((scroller?.clientHeight ?? 0) / gridConstants.rowHeight) - 1);
}
