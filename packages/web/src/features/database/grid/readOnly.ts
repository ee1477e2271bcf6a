import { createContext } from 'react';
import type { CellActions } from './selection/cellActions';

/**
 * Set around a grid shown for reading only (a template's preview): cells can be selected, moved
 * between and copied, but nothing edits, adds, resizes, moves columns or opens a menu.
 */
export const GridReadOnlyContext = createContext(false);

const nothing = () => undefined;

/** The cell actions less every one that writes a cell: editing, toggling, clearing, pasting. */
export function withoutEdits(actions: CellActions): CellActions {
  return { ...actions, edit: nothing, toggle: nothing, saveCell: nothing, clear: nothing, paste: nothing };
}
