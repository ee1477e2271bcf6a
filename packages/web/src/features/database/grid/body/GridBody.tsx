import { gridConstants } from '@cellar/core';
import { Plus } from 'lucide-react';
import { useContext } from 'react';
import { ariaColumns, type GridColumn, type GridLayout } from '../columns';
import type { RowFlag } from '../flags/rowFlags';
import type { CellActions } from '../selection/cellActions';
import type { SelectionState } from '../selection/selectionStore';
import type { GridState } from '../store/gridStore';
import type { Viewport } from '../useViewport';
import { GridRowView, PlaceholderRow } from './GridRowView';
import { GridReadOnlyContext } from '../readOnly';
import { canvasRoomBelow, verticalScale } from '../verticalScale';
import styles from '../Grid.module.css';
import type { RowsInRange } from './rowsInRange';
export type { RowsInRange } from './rowsInRange';

/** Rows rendered beyond the visible ones, so a small scroll never shows an empty gap. */
const overscan = 4;

/** Props of the rows area. */
export interface GridBodyProps {
  state: GridState;
  layout: GridLayout;
  columns: readonly GridColumn[];
  viewport: Viewport;
  selection: SelectionState;
  /** The rows a stretched range covers and its fields; null when one cell is selected. */
  range: RowsInRange | null;
  /** Rows edited out of the view's filters or place, by id. */
  flags: ReadonlyMap<number, RowFlag>;
  actions: CellActions;
  width: number;
  onAddRow: () => void;
}

/** The positions of the rows the body renders: those in view and a few around them. */
export function renderedRows(count: number, viewport: Pick<Viewport, 'firstRow' | 'lastRow'>): { from: number; to: number } {
  return { from: Math.max(0, viewport.firstRow - overscan), to: Math.min(count, viewport.lastRow + 1 + overscan) };
}

/** The rows in view (loaded or placeholders) in a body as tall as all rows, then the add-row line. */
export function GridBody({ state, layout, columns, viewport, selection, range, flags, actions, width, onAddRow }: GridBodyProps) {
  const { from, to } = renderedRows(state.count, viewport);
  const readOnly = useContext(GridReadOnlyContext);
  const rows = [];
  for (let index = from; index < to; index += 1) {
    const entry = state.rows.get(index);
    // In rows' pixels shifted by the scale's offset: always within the canvas, however far down the table.
    const common = { index, top: index * gridConstants.rowHeight + viewport.offset, primary: layout.primary, columns, detailsWidth: layout.detailsWidth, leftWidth: layout.leftWidth, width };
    if (!entry) {
      rows.push(<PlaceholderRow key={`placeholder-${index}`} {...common} />);
      continue;
    }
    const active = selection.cell?.rowId === entry.row.id;
    rows.push(
      <GridRowView
        key={entry.row.id}
        {...common}
        entry={entry}
        selectedFieldId={active ? (selection.cell?.fieldId ?? null) : null}
        draft={active ? selection.draft : null}
        range={range && index >= range.top && index <= range.bottom ? range : null}
        flag={flags.get(entry.row.id) ?? null}
        actions={actions}
      />,
    );
  }
  const body = (
    <div className={styles.body} style={{ height: verticalScale(state.count).canvasHeight - 2 * gridConstants.rowHeight - canvasRoomBelow }} role="rowgroup">
      {rows}
    </div>
  );
  // Read only, there is no add-row line: the grid's last row is the table's last.
  if (readOnly) return body;
  return (
    <>
      {body}
      {/* The last row of the grid: every child of a grid is a row, the add-row line too. */}
      <div style={{ width, height: gridConstants.rowHeight }} role="row" aria-rowindex={state.count + 2}>
        <div className={styles.left} style={{ width: layout.leftWidth }} role="gridcell" aria-colindex={ariaColumns.details}>
          <button type="button" className={styles.addRowButton} onClick={onAddRow} aria-label="Add row">
            <Plus size={15} aria-hidden />
          </button>
        </div>
      </div>
    </>
  );
}
