import type { Field } from '@cellar/core';
import { DeleteFieldModal } from '../fields/DeleteFieldModal';
import { FieldFormPopover } from '../fields/form/FieldFormPopover';
import type { useFieldActions } from '../fields/useFieldActions';
import type { GridController } from '../grid/useGridController';
import { useReturnFocus } from '../grid/gridFocus';
import { RowContextMenu, type RowMenuActions } from '../rows/RowContextMenu';
import { RowModal } from '../rows/RowModal';
import { useNotify } from '../../../ui/notifications/NotificationsContext';
import type { useTableOverlays } from './useTableOverlays';
import type { useExpandedRow } from '../rows/useExpandedRow';

/** Props of the table's overlays: the grid, fields in column order (primary first) and overlay state. */
export interface TableOverlaysProps {
  grid: GridController;
  fields: readonly Field[];
  hidden: ReadonlySet<number>;
  fieldActions: ReturnType<typeof useFieldActions>;
  overlay: ReturnType<typeof useTableOverlays>;
  /** The row the row modal shows, from the URL. */
  expanded: ReturnType<typeof useExpandedRow>;
  /** Filters the view to rows holding duplicated values, offered when adding a unique rule was refused. */
  onShowDuplicates?: (field: Field, values: string[]) => Promise<void>;
}

/** The row menu, row modal, field pop-up and delete-field modal of one table; render it inside its GridView. */
export function TableOverlays({ grid, fields, hidden, fieldActions, overlay, expanded, onShowDuplicates }: TableOverlaysProps) {
  const { state, overlays, close } = overlay;
  // Rendered inside the grid, so each overlay gives the keys back to it when it closes.
  const returnFocus = useReturnFocus();
  const notify = useNotify();
  const create = (cells = overlays.newRowCells(), index: number, beforeId?: number) => void grid.rows.createRow({ index, beforeId, cells });
  const rowMenu: RowMenuActions = {
    insertAbove: (target) => create(undefined, target.index, target.rowId),
    insertBelow(target) {
      const { count, rows } = grid.store.getState();
      const next = rows.get(target.index + 1);
      if (target.index + 1 >= count) create(undefined, count);
      else if (next && next.row.id > 0) create(undefined, target.index + 1, next.row.id);
    },
    enlarge: (target) => overlays.openRow(target.rowId),
    remove(target) {
      const deleting = grid.rows.deleteRow(target.rowId);
      // The delete is the change just recorded: its notification can take exactly it back.
      const step = grid.history.latest();
      void deleting.then((deleted) => {
        if (deleted && step) notify.add({ type: 'info', title: 'Row deleted', action: { label: 'Undo', onClick: () => void grid.history.undoStep(step) } });
      });
    },
  };
  return (
    <>
      <RowContextMenu target={state.rowMenu} actions={rowMenu} onClose={() => close('rowMenu')} />
      <RowModal
        row={expanded.row}
        fields={fields}
        hiddenIds={hidden}
        onClose={expanded.close}
        onSave={expanded.save}
        onPrevious={expanded.previous}
        onNext={expanded.next}
        onCreateField={fieldActions.create}
        onCloseAutoFocus={returnFocus}
      />
      <FieldFormPopover
        target={state.fieldForm}
        onClose={() => close('fieldForm')}
        onCloseAutoFocus={returnFocus}
        onSubmit={async (field, values) => {
          if (field) await fieldActions.update(field, values);
          else await fieldActions.create(values);
          close('fieldForm');
        }}
        {...(onShowDuplicates ? { onShowDuplicates: (field: Field, values: string[]) => { close('fieldForm'); void onShowDuplicates(field, values); } } : {})}
      />
      <DeleteFieldModal field={state.deleting} onClose={() => close('deleting')} onDelete={fieldActions.remove} onCloseAutoFocus={returnFocus} />
    </>
  );
}
