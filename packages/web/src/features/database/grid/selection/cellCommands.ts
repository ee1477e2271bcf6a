import type { EditingKind } from '../../fields/fieldUi';

/** The parts of a keyboard event the grid decides on. */
export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** Whether the selected cell is only selected or being edited. */
export type CellMode = 'selected' | 'editing';

/** What a key asks the grid to do with its selected cell. */
export type CellCommand =
  /** Moves by rows and columns; ±Infinity goes to the edge of the data. */
  | { type: 'move'; rows: number; columns: number }
  /** Stretches the range's far corner by rows and columns (Shift with the moving keys). */
  | { type: 'extend'; rows: number; columns: number }
  /** Selects every cell (Ctrl/Cmd+A). */
  | { type: 'selectAll' }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Moves a screenful of rows up (-1) or down (1). */
  | { type: 'page'; direction: 1 | -1 }
  /** Opens the editor; `text` replaces the value (typing), without it the value is edited. */
  | { type: 'edit'; text?: string }
  | { type: 'toggle' }
  /** Saves typed text as the value at once, without an editor (a digit on a rating). */
  | { type: 'set'; text: string }
  | { type: 'clear' }
  /** Saves the draft when valid and changed, then optionally moves. */
  | { type: 'commit'; move?: { rows: number; columns: number } }
  | { type: 'cancel' }
  /** Leaves the cell: nothing is selected, and Tab then leaves the grid. */
  | { type: 'unselect' }
  /** Opens the row in the row modal ('Enlarge row'). */
  | { type: 'expand' }
  /** Opens the row's context menu, as a right click would. */
  | { type: 'rowMenu' }
  /** Opens the column menu of the selected cell's field. */
  | { type: 'fieldMenu' };

const arrows: Record<string, { rows: number; columns: number }> = {
  ArrowUp: { rows: -1, columns: 0 },
  ArrowDown: { rows: 1, columns: 0 },
  ArrowLeft: { rows: 0, columns: -1 },
  ArrowRight: { rows: 0, columns: 1 },
};

// Spreadsheet jumps (issue 16): Home/End to the first and last field of the row; with Ctrl or
// Cmd, arrows go to the edge of the data and Home/End to its first and last cell.
const toEdge = (steps: number) => (steps === 0 ? 0 : steps * Infinity);
function jumpForKey(input: KeyInput): { rows: number; columns: number } | null {
  const withModifier = input.ctrlKey || input.metaKey;
  const arrow = arrows[input.key];
  if (arrow && withModifier) return { rows: toEdge(arrow.rows), columns: toEdge(arrow.columns) };
  if (input.key === 'Home') return { rows: withModifier ? -Infinity : 0, columns: -Infinity };
  if (input.key === 'End') return { rows: withModifier ? Infinity : 0, columns: Infinity };
  return null;
}

const isPrintable = (input: KeyInput) => input.key.length === 1 && !input.ctrlKey && !input.metaKey && !input.altKey;

// Every mouse action has a key (issue 17): Space (Shift+Space on a checkbox) enlarges the row,
// Shift+F10 or the context-menu key opens the row menu, Alt+Down the column menu, as in Excel.
function menuForKey(input: KeyInput, kind: EditingKind): CellCommand | null {
  if ((input.key === 'F10' && input.shiftKey) || input.key === 'ContextMenu') return { type: 'rowMenu' };
  if (input.key === 'ArrowDown' && input.altKey) return { type: 'fieldMenu' };
  if (input.key === ' ' && (input.shiftKey || kind !== 'toggle') && !input.ctrlKey && !input.metaKey && !input.altKey) return { type: 'expand' };
  return null;
}

// Spreadsheet shortcuts with Ctrl (Cmd on a Mac): select all, undo, and redo as Shift+Z or Y.
function shortcutForKey(input: KeyInput): CellCommand | null {
  if (!(input.ctrlKey || input.metaKey) || input.altKey) return null;
  const key = input.key.toLowerCase();
  if (key === 'a' && !input.shiftKey) return { type: 'selectAll' };
  if (key === 'z') return { type: input.shiftKey ? 'redo' : 'undo' };
  if (key === 'y' && !input.shiftKey) return { type: 'redo' };
  return null;
}

/**
 * The cell state machine of spec §4 as a key table: selected → editing by Enter or typing,
 * editing → selected by Enter (saves and moves down; not for long text), Tab (saves and moves) or Escape
 * (cancels); Escape on a selected cell unselects it. Null means the key is not the grid's, so
 * the browser keeps it (Ctrl-C, caret keys, Tab out of the grid…).
 */
export function commandForKey(input: KeyInput, mode: CellMode, kind: EditingKind): CellCommand | null {
  const tab = input.key === 'Tab' ? { rows: 0, columns: input.shiftKey ? -1 : 1 } : null;
  if (mode === 'editing') {
    if (input.key === 'Escape') return { type: 'cancel' };
    if (tab) return { type: 'commit', move: tab };
    // Enter confirms and moves down, as in a spreadsheet (Shift+Enter up); long text keeps Enter for new lines.
    if (input.key === 'Enter' && kind !== 'multiline') return { type: 'commit', move: { rows: input.shiftKey ? -1 : 1, columns: 0 } };
    return null;
  }
  if (input.key === 'Escape') return { type: 'unselect' };
  const menu = menuForKey(input, kind);
  if (menu) return menu;
  const shortcut = shortcutForKey(input);
  if (shortcut) return shortcut;
  const jump = jumpForKey(input);
  if (input.shiftKey && !input.altKey && (jump || arrows[input.key])) return { type: 'extend', ...(jump ?? arrows[input.key]!) };
  if (jump) return { type: 'move', ...jump };
  if (input.key === 'PageDown' || input.key === 'PageUp') return { type: 'page', direction: input.key === 'PageDown' ? 1 : -1 };
  const arrow = arrows[input.key];
  if (arrow || tab) return { type: 'move', ...(arrow ?? tab!) };
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  if (input.key === 'Backspace' || input.key === 'Delete') return { type: 'clear' };
  if (kind === 'toggle') return input.key === 'Enter' || input.key === ' ' ? { type: 'toggle' } : null;
  if (input.key === 'Enter' || input.key === 'F2') return { type: 'edit' };
  if (kind === 'digits') return /^[0-9]$/.test(input.key) ? { type: 'set', text: input.key } : null;
  return isPrintable(input) ? { type: 'edit', text: input.key } : null;
}
