import { Maximize2 } from 'lucide-react';
import { memo, useContext } from 'react';
import { Spinner } from '../../../../ui/Spinner';
import type { RowsInRange } from './rowsInRange';
import { cellKey } from '../../fields/fieldValues';
import { ariaColumns, type GridColumn } from '../columns';
import { rowFlagText, type RowFlag } from '../flags/rowFlags';
import type { CellActions } from '../selection/cellActions';
import type { GridRow } from '../store/rowIndex';
import { GridCell } from './GridCell';
import { GridReadOnlyContext } from '../readOnly';
import { CommentBadge } from '../../rows/comments/CommentBadge';
import styles from '../Grid.module.css';

/** Props of a loaded row; the selection props are only set on the row that holds the selected cell. */
export interface GridRowViewProps {
  entry: GridRow;
  index: number;
  /** Where the row sits in the canvas (its position, shifted when a very tall grid is scaled). */
  top: number;
  primary: GridColumn | null;
  columns: readonly GridColumn[];
  /** The row number column's width, from the table's largest row number. */
  detailsWidth: number;
  leftWidth: number;
  width: number;
  selectedFieldId: number | null;
  draft: string | null;
  /** The stretched range when it covers this row, or null. */
  range: RowsInRange | null;
  /** Set when an edit took the row out of the view's filters or sorted place (spec §4). */
  flag: RowFlag | null;
  actions: CellActions;
}

/** One row: the sticky left part (number, enlarge button, primary cell) and the visible right cells. */
export const GridRowView = memo(function GridRowView({ entry, index, top, primary, columns, detailsWidth: details, leftWidth, width, selectedFieldId, draft, range, flag, actions }: GridRowViewProps) {
  const { row, loading } = entry;
  const readOnly = useContext(GridReadOnlyContext);
  const cell = (column: GridColumn, left: number) => (
    <GridCell
      key={column.field.id}
      rowId={row.id}
      field={column.field}
      value={row[cellKey(column.field)]}
      left={left}
      width={column.width}
      colIndex={ariaColumns.ofField(column)}
      rowHeader={column.field.primary}
      selected={selectedFieldId === column.field.id}
      rangeEdges={rangeEdgesOf(range, index, column.field.id)}
      draft={selectedFieldId === column.field.id ? draft : null}
      actions={actions}
    />
  );
  return (
    <div
      className={`${styles.row} ${loading ? styles.loading : ''}`}
      style={{ top, width }}
      role="row"
      aria-rowindex={index + 2}
      aria-busy={loading || undefined}
      data-row-index={index}
      data-row-id={row.id}
      data-active={selectedFieldId !== null || undefined}
      data-flagged={flag !== null || undefined}
    >
      <div className={styles.left} style={{ width: leftWidth }}>
        <div className={styles.details} style={{ left: 0, width: details }} role="gridcell" aria-colindex={ariaColumns.details}>
          {loading ? <Spinner size={12} label="Saving row" /> : <RowNumber index={index} />}
          <CommentBadge rowId={row.id} />
          {/* Reached from the keyboard with Space on any cell of the row, so it stays out of the tab order. */}
          {!readOnly && (
            <button type="button" className={styles.expand} aria-label="Enlarge row" aria-keyshortcuts="Space" data-row-expand tabIndex={-1}>
              <Maximize2 size={13} aria-hidden />
            </button>
          )}
        </div>
        {primary && cell(primary, details)}
        {flag && (
          // As wide as the primary cell at most, so it never reaches into the details column.
          <div className={styles.rowFlag} role="status" style={{ maxWidth: leftWidth - details - 12 }} title={rowFlagText[flag]}>
            {rowFlagText[flag]}
          </div>
        )}
      </div>
      {columns.map((column) => cell(column, leftWidth + column.left))}
    </div>
  );
});

// The column is as wide as the largest number needs (columns.ts), so every number shows whole, at one size.
function RowNumber({ index }: { index: number }) {
  return <span>{index + 1}</span>;
}

// Which sides of the range's outline a cell draws ('t b l r', '' inside it), or null outside the range.
function rangeEdgesOf(range: RowsInRange | null, index: number, fieldId: number): string | null {
  if (!range?.fieldIds.has(fieldId)) return null;
  const sides = [index === range.top && 't', index === range.bottom && 'b', fieldId === range.leftFieldId && 'l', fieldId === range.rightFieldId && 'r'];
  return sides.filter(Boolean).join(' ');
}

/** A row not loaded yet: same geometry, grey bars instead of values. */
export const PlaceholderRow = memo(function PlaceholderRow({ index, top, primary, columns, detailsWidth: details, leftWidth, width }: Omit<GridRowViewProps, 'entry' | 'selectedFieldId' | 'draft' | 'range' | 'flag' | 'actions'>) {
  const bar = (left: number, cellWidth: number, key: number, colIndex: number) => (
    <div key={key} className={styles.cell} style={{ left, width: cellWidth }} role="gridcell" aria-colindex={colIndex}>
      <span className={styles.placeholder} />
    </div>
  );
  return (
    <div className={styles.row} style={{ top, width }} role="row" aria-rowindex={index + 2} aria-busy data-placeholder>
      <div className={styles.left} style={{ width: leftWidth }}>
        <div className={styles.details} style={{ left: 0, width: details }} role="gridcell" aria-colindex={ariaColumns.details}>
          <RowNumber index={index} />
        </div>
        {primary && bar(details, primary.width, primary.field.id, ariaColumns.ofField(primary))}
      </div>
      {columns.map((column) => bar(leftWidth + column.left, column.width, column.field.id, ariaColumns.ofField(column)))}
    </div>
  );
});
