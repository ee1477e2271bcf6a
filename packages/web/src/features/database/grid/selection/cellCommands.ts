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
  /** Moves a screenful of rows up (-1) or down (1). */
  | { type: 'page'; direction: 1 | -1 }
  /** Opens the editor; `text` replaces the value (typing), without it the value is edited. */
  | { type: 'edit'; text?: string }
  | { type: 'toggle' }
  | { type: 'clear' }
  /** Saves the draft when valid and changed, then optionally moves. */
  | { type: 'commit'; move?: { rows: number; columns: number } }
  | { type: 'cancel' };

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

/**
 * The cell state machine of spec §4 as a key table: selected → editing by Enter or typing,
 * editing → selected by Enter (saves; not for long text), Tab (saves and moves) or Escape
 * (cancels). Null means the key is not the grid's, so the browser keeps it (Ctrl-C, caret keys…).
 */
export function commandForKey(input: KeyInput, mode: CellMode, kind: EditingKind): CellCommand | null {
  const tab = input.key === 'Tab' ? { rows: 0, columns: input.shiftKey ? -1 : 1 } : null;
  if (mode === 'editing') {
    if (input.key === 'Escape') return { type: 'cancel' };
    if (tab) return { type: 'commit', move: tab };
    if (input.key === 'Enter' && kind !== 'multiline') return { type: 'commit' };
    return null;
  }
  const jump = jumpForKey(input);
  if (jump) return { type: 'move', ...jump };
  if (input.key === 'PageDown' || input.key === 'PageUp') return { type: 'page', direction: input.key === 'PageDown' ? 1 : -1 };
  const arrow = arrows[input.key];
  if (arrow || tab) return { type: 'move', ...(arrow ?? tab!) };
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  if (input.key === 'Backspace' || input.key === 'Delete') return { type: 'clear' };
  if (kind === 'toggle') return input.key === 'Enter' || input.key === ' ' ? { type: 'toggle' } : null;
  if (input.key === 'Enter' || input.key === 'F2') return { type: 'edit' };
  return isPrintable(input) ? { type: 'edit', text: input.key } : null;
}
