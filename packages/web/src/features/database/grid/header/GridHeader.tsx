import { gridConstants } from '@cellar/core';
import { Plus } from 'lucide-react';
import { useContext, type PointerEvent } from 'react';
import { ariaColumns, type GridColumn, type GridLayout } from '../columns';
import type { FieldMenuActions } from './FieldHeaderMenu';
import { FieldHeader } from './FieldHeader';
import type { ColumnDrag } from './useColumnReorder';
import { GridReadOnlyContext } from '../readOnly';
import grid from '../Grid.module.css';
import styles from './Header.module.css';

/** Props of the sticky header row. */
export interface GridHeaderProps {
  layout: GridLayout;
  columns: readonly GridColumn[];
  width: number;
  /** Full height of the rows, for the drop line of a column drag. */
  height: number;
  actions: FieldMenuActions;
  drag: ColumnDrag | null;
  onResizeStart: (event: PointerEvent, fieldId: number, width: number) => void;
  onDragStart: (event: PointerEvent, column: GridColumn) => void;
  onAddField: (anchor: HTMLElement) => void;
}

/** The header row: fixed part (details column and primary field), the right columns and the add-field column. */
export function GridHeader({ layout, columns, width, height, actions, drag, onResizeStart, onDragStart, onAddField }: GridHeaderProps) {
  const { leftWidth, rightWidth, primary } = layout;
  const readOnly = useContext(GridReadOnlyContext);
  return (
    <div className={grid.header} style={{ width }} role="row" aria-rowindex={1}>
      <div className={grid.left} style={{ width: leftWidth }}>
        <div className={styles.cell} style={{ left: 0, width: layout.detailsWidth }} role="columnheader" aria-colindex={ariaColumns.details}>
          <span className={grid.visuallyHidden}>Row</span>
        </div>
        {primary && <FieldHeader column={primary} left={primary.left} actions={actions} dragging={false} onResizeStart={onResizeStart} />}
      </div>
      {columns.map((column) => (
        <FieldHeader
          key={column.field.id}
          column={column}
          left={leftWidth + column.left}
          actions={actions}
          dragging={drag?.fieldId === column.field.id}
          onResizeStart={onResizeStart}
          onDragStart={onDragStart}
        />
      ))}
      <div
        className={styles.addField}
        style={{ left: leftWidth + rightWidth - gridConstants.addFieldColumnWidth, width: gridConstants.addFieldColumnWidth }}
        role="columnheader"
        aria-colindex={ariaColumns.count(layout)}
      >
        {!readOnly && (
          <button type="button" className={styles.addFieldButton} aria-label="Create field" onClick={(event) => onAddField(event.currentTarget)}>
            <Plus size={16} aria-hidden />
          </button>
        )}
      </div>
      {drag && (
        <>
          <div className={styles.ghost} style={{ left: leftWidth + drag.ghostLeft, width: drag.width }} />
          <div className={styles.dropLine} style={{ left: leftWidth + drag.dropLeft, height: height + gridConstants.rowHeight }} />
        </>
      )}
    </div>
  );
}
