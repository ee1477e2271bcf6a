import type { Field, RowValues } from '@cellar/core';
import { useMemo, useState } from 'react';
import { cellKey, defaultCellValue } from '../fields/fieldValues';
import type { FieldFormTarget } from '../fields/form/FieldFormPopover';
import type { GridOverlays } from '../grid/GridOverlays';
import type { FieldMenuActions } from '../grid/header/FieldHeaderMenu';
import type { GridController } from '../grid/useGridController';
import type { RowMenuTarget } from '../rows/RowContextMenu';

/** Which overlay of the table is open; at most one of each kind. */
export interface OverlayState {
  rowMenu: RowMenuTarget | null;
  fieldForm: FieldFormTarget | null;
  deleting: Field | null;
}

const closed: OverlayState = { rowMenu: null, fieldForm: null, deleting: null };

/** The column menu's view actions (filter, sort), which the table bar's panels own. */
export type FieldViewActions = Pick<FieldMenuActions, 'onCreateFilter' | 'onSort'>;

/** The open overlays of a table, and the GridOverlays the grid uses to open them; the row modal opens through `openRow` (the URL). */
export function useTableOverlays(grid: GridController, fields: readonly Field[], viewActions: FieldViewActions, openRow: (rowId: number) => void) {
  const [state, setState] = useState<OverlayState>(closed);
  const overlays = useMemo<GridOverlays>(
    () => ({
      openRow,
      openRowMenu: (rowMenu) => setState((current) => ({ ...current, rowMenu })),
      openFieldForm: (fieldForm) => setState((current) => ({ ...current, fieldForm })),
      fieldMenu: {
        onEdit(field) {
          const anchor = document.querySelector<HTMLElement>(`[data-header-field-id="${field.id}"]`);
          if (anchor) setState((current) => ({ ...current, fieldForm: { anchor, field } }));
        },
        onHide: (field) => void grid.changeFieldOptions({ [field.id]: { hidden: true } }),
        onDelete: (deleting) => setState((current) => ({ ...current, deleting })),
        ...viewActions,
      },
      newRowCells: () => Object.fromEntries(fields.map((field) => [cellKey(field), defaultCellValue(field)])) as RowValues,
    }),
    [grid, fields, viewActions, openRow],
  );
  const close = (key: keyof OverlayState) => setState((current) => ({ ...current, [key]: null }));
  return { state, overlays, close };
}
