import type { Field, Table, View } from '@cellar/core';
import { GridView } from '../database/grid/GridView';
import type { GridOverlays } from '../database/grid/GridOverlays';
import { useGridController } from '../database/grid/useGridController';
import { useGridSelector } from '../database/grid/useGridSelector';
import { rowCountLabel } from '../database/table/TableView';
import grid from '../database/grid/Grid.module.css';
import styles from './templates.module.css';

const nothing = () => undefined;

// A read-only grid opens nothing: no row modal, no menus, no field form.
const noOverlays: GridOverlays = {
  openRow: nothing,
  openRowMenu: nothing,
  openFieldForm: nothing,
  fieldMenu: { onEdit: nothing, onHide: nothing, onDelete: nothing, onCreateFilter: nothing, onSort: nothing },
  newRowCells: () => ({}),
};

/** A template view's rows in the app's own grid, read only, with the row count under it. */
export function PreviewGrid({ table, view, fields }: { table: Table; view: View; fields: readonly Field[] }) {
  const controller = useGridController(view, table.id, fields);
  const count = useGridSelector(controller.store, (state) => state.count);
  const ready = useGridSelector(controller.store, (state) => state.status === 'ready');
  return (
    <div className={styles.gridBox}>
      <GridView grid={controller} fields={fields} overlays={noOverlays} label={`${table.name} (preview)`} readOnly />
      <footer className={grid.footer} aria-live="polite">
        {ready ? rowCountLabel(count) : 'Loading rows…'}
      </footer>
    </div>
  );
}
