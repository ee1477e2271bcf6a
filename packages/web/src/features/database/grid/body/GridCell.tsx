import { cellMatchesSearch, type Field } from '@cellar/core';
import { memo, useContext } from 'react';
import { optionsOf, typedError } from '../../fields/fieldValues';
import { fieldUiOf } from '../../fields/registry';
import { GridSearchContext } from '../../search/gridSearchContext';
import { cellDomId, GridIdContext } from '../cellDomId';
import { GridReadOnlyContext } from '../readOnly';
import { RemoteEditMark } from '../remote/RemoteEditMark';
import type { CellActions } from '../selection/cellActions';
import styles from '../Grid.module.css';

/** Props of one grid cell; `draft` is non-null only while this cell is being edited. */
export interface GridCellProps {
  rowId: number;
  field: Field;
  value: unknown;
  left: number;
  width: number;
  /** Its `aria-colindex`. */
  colIndex: number;
  /** The primary field's cell names its row (`rowheader`). */
  rowHeader: boolean;
  selected: boolean;
  /** Inside a stretched range (selected for copy, paste and Delete): the sides of its outline this cell draws ('t b l r'), else null. */
  rangeEdges: string | null;
  draft: string | null;
  actions: CellActions;
}

/** A cell: the type's Cell, or its Editor while editing, with the validation message under it. */
export const GridCell = memo(function GridCell({ rowId, field, value, left, width, colIndex, rowHeader, selected, rangeEdges, draft, actions }: GridCellProps) {
  const gridId = useContext(GridIdContext);
  const ui = fieldUiOf(field.type);
  const editing = selected && draft !== null;
  const inRange = rangeEdges !== null;
  const error = editing ? typedError(field, draft) : null;
  const term = useContext(GridSearchContext);
  const readOnly = useContext(GridReadOnlyContext);
  const matched = term !== '' && cellMatchesSearch(field.type, optionsOf(field), value, term);
  const classes = [styles.cell, matched && styles.searchMatch, inRange && styles.inRange, selected && styles.selected, editing && styles.editing].filter(Boolean).join(' ');
  return (
    <div
      id={cellDomId(gridId, rowId, field.id)}
      className={classes}
      style={{ left, width }}
      role={rowHeader ? 'rowheader' : 'gridcell'}
      aria-colindex={colIndex}
      aria-selected={selected || inRange}
      data-cell
      data-field-id={field.id}
      data-search-match={matched || undefined}
      data-range-edges={rangeEdges || undefined}
    >
      {editing ? (
        <ui.Editor field={field} value={value} draft={draft} error={error} onDraftChange={actions.setDraft} onCommit={actions.commit} />
      ) : (
        <ui.Cell field={field} value={value} selected={selected} onSave={selected && !readOnly ? (next) => actions.saveCell({ rowId, fieldId: field.id }, next) : undefined} />
      )}
      {error && (
        <div className={styles.cellError} role="alert">
          {error}
        </div>
      )}
      <RemoteEditMark rowId={rowId} fieldId={field.id} editing={editing} />
    </div>
  );
});
