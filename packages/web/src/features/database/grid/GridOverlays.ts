import type { RowValues } from '@cellar/core';
import type { FieldFormTarget } from '../fields/form/FieldFormPopover';
import type { RowMenuTarget } from '../rows/RowContextMenu';
import type { ColumnLayoutActions, FieldMenuActions } from './header/FieldHeaderMenu';

/** What the grid opens outside itself (menus, pop-ups, modals), provided by the table view. */
export interface GridOverlays {
  openRow: (rowId: number) => void;
  openRowMenu: (target: RowMenuTarget) => void;
  openFieldForm: (target: FieldFormTarget) => void;
  /** The column menu's actions but moving and resizing, which the grid itself does. */
  fieldMenu: Omit<FieldMenuActions, keyof ColumnLayoutActions>;
  /** The cells a new row shows until the server answers: each field's default. */
  newRowCells: () => RowValues;
}
