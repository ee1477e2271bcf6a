import { useContext, type PointerEvent } from 'react';
import { fieldUiOf } from '../../fields/registry';
import { ariaColumns, type GridColumn } from '../columns';
import { GridReadOnlyContext } from '../readOnly';
import { FieldHeaderMenu, type FieldMenuActions } from './FieldHeaderMenu';
import styles from './Header.module.css';

/** Props of one column header. */
export interface FieldHeaderProps {
  column: GridColumn;
  left: number;
  actions: FieldMenuActions;
  dragging: boolean;
  onResizeStart: (event: PointerEvent, fieldId: number, width: number) => void;
  /** Absent for the primary field, which stays first. */
  onDragStart?: (event: PointerEvent, column: GridColumn) => void;
}

/** A column header: type icon, name, menu, a resize edge and (right section) a drag handle. */
export function FieldHeader({ column, left, actions, dragging, onResizeStart, onDragStart }: FieldHeaderProps) {
  const { field, width } = column;
  const { Icon } = fieldUiOf(field.type);
  // Read only, a header only names its column: no menu, no resizing, no dragging.
  const readOnly = useContext(GridReadOnlyContext);
  const draggable = !readOnly && onDragStart;
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest('[data-header-menu],[data-resize]')) return;
    if (draggable) draggable(event, column);
  };
  const classes = [styles.cell, draggable && styles.draggable, dragging && styles.dragging].filter(Boolean).join(' ');
  return (
    // Named by the field alone: the menu button inside has its own name ('… options').
    <div
      className={classes}
      style={{ left, width }}
      role="columnheader"
      aria-label={field.name}
      aria-colindex={ariaColumns.ofField(column)}
      data-header-field-id={field.id}
      onPointerDown={onPointerDown}
    >
      <Icon size={14} className={styles.icon} aria-hidden />
      <span className={styles.name} title={field.name}>
        {field.name}
      </span>
      {!readOnly && (
        <>
          <FieldHeaderMenu field={field} actions={actions} />
          <div className={styles.resize} data-resize aria-hidden onPointerDown={(event) => onResizeStart(event, field.id, width)} />
        </>
      )}
    </div>
  );
}
