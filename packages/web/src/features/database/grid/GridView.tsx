import { gridConstants, type Field } from '@cellar/core';
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { GridBody, renderedRows, type RowsInRange } from './body/GridBody';
import { blockOf } from './selection/cellRange';
import { GridSearchContext } from '../search/gridSearchContext';
import { cellDomId, GridIdContext } from './cellDomId';
import { ariaColumns, columnsInView, navigationOrder } from './columns';
import { GridHeader } from './header/GridHeader';
import { createOpenFieldMenu, OpenFieldMenuContext } from './header/openFieldMenu';
import { GridFocusContext, reclaimFocus } from './gridFocus';
import { createCellActions } from './selection/cellActions';
import { useSelectionFollowsRows } from './selection/followRows';
import { createSelectionStore } from './selection/selectionStore';
import { indexOfRow, isTemporaryRowId } from './store/rowIndex';
import { createStateStore } from '../../../ui/stateStore';
import type { GridController } from './useGridController';
import { useGridInteractions } from './useGridInteractions';
import { useGridLayout } from './useGridLayout';
import { useGridState } from './useGridController';
import { useViewport } from './useViewport';
import { revealCell } from './revealCell';
import type { GridOverlays } from './GridOverlays';
import { GridStatus } from './GridStatus';
import { GridReadOnlyContext, withoutEdits } from './readOnly';
import { verticalScale } from './verticalScale';
import { BulkProgressBar } from './BulkProgressBar';
import { useGridEntryCell } from './useGridEntryCell';
import { copyCellLimit } from './selection/rangeActions';
import { useNotify } from '../../../ui/notifications/NotificationsContext';
import styles from './Grid.module.css';

/** Props of the grid: its controller, the table's fields and the overlays it opens. */
export interface GridViewProps {
  grid: GridController;
  fields: readonly Field[];
  overlays: GridOverlays;
  /** What the grid is called for assistive technology: the table's name. */
  label: string;
  /**
   * Those overlays, rendered in the grid's tree: a press in them is not a press outside the grid,
   * and they give focus back to the grid when they close.
   */
  children?: ReactNode;
  /** Shown for reading only (a template's preview): no editing, adding, menus or column changes. */
  readOnly?: boolean;
}

// Columns rendered beyond the visible ones on each side, in pixels.
const columnOverscan = 300;

/** The spreadsheet grid: virtualised rows and columns in one scroller with a sticky header and left section. */
export function GridView({ grid, fields, overlays, label, children, readOnly = false }: GridViewProps) {
  const gridId = useId();
  const [openFieldMenu] = useState(createOpenFieldMenu);
  const state = useGridState(grid.store);
  const scroller = useRef<HTMLDivElement>(null);
  const [selection] = useState(createSelectionStore);
  const selected = useSyncExternalStore(selection.subscribe, selection.getState, selection.getState);
  const save = useCallback((changes: Parameters<GridController['changeFieldOptions']>[0]) => void grid.changeFieldOptions(changes), [grid]);
  const { layout, startResize, drag, startDrag, moveBy, resizeBy } = useGridLayout(fields, state.fieldOptions, scroller, save, state.count);
  const fieldMenu = useMemo(
    () => ({ ...overlays.fieldMenu, onMove: (field: Field, steps: -1 | 1) => moveBy(field.id, steps), onResize: (field: Field, step: number) => resizeBy(field.id, step) }),
    [overlays.fieldMenu, moveBy, resizeBy],
  );
  const viewport = useViewport(scroller, state.count, layout.leftWidth);

  // The actions are created once and read the latest layout and scroller from this small store.
  const [live] = useState(() => createStateStore({ order: navigationOrder(layout), layout, scroller: null as HTMLDivElement | null }));
  useEffect(() => live.setState(() => ({ order: navigationOrder(layout), layout, scroller: scroller.current })), [live, layout]);
  const [actions] = useState(() => {
    const all = createCellActions(grid, selection, {
      fields: () => live.getState().order,
      reveal(rowIndex, fieldId) {
        const { scroller: element, layout: current } = live.getState();
        if (element) revealCell(element, current, grid.store.getState().count, rowIndex, fieldId);
      },
    });
    return readOnly ? withoutEdits(all) : all;
  });
  const fieldById = useCallback((id: number) => fields.find((field) => field.id === id), [fields]);
  const order = useCallback(() => live.getState().order, [live]);
  const entryCell = useGridEntryCell(grid.store, selection, order, viewport.firstRow);
  const notify = useNotify();
  const onCopyFailed = useCallback(
    (error?: unknown) => (error === undefined ? notify.error('Too many cells to copy', `A copy can take at most ${copyCellLimit.toLocaleString('en-US')} cells.`) : grid.notifyError(error)),
    [notify, grid],
  );
  const openMenuOf = useCallback((fieldId: number) => void (readOnly || openFieldMenu.setState(() => fieldId)), [openFieldMenu, readOnly]);
  // A row still being created has no address (`?row=`) yet: it can be enlarged once the server has answered.
  const expandRow = useCallback((rowId: number) => void (readOnly || isTemporaryRowId(rowId) || overlays.openRow(rowId)), [overlays, readOnly]);
  const openRowMenu = useCallback((target: Parameters<GridOverlays['openRowMenu']>[0]) => void (readOnly || overlays.openRowMenu(target)), [overlays, readOnly]);
  const handlers = useGridInteractions({
    scroller,
    selection,
    actions,
    fieldById,
    onExpand: expandRow,
    onRowMenu: openRowMenu,
    onFieldMenu: openMenuOf,
    entryCell,
    history: grid.history,
    onCopyFailed,
  });
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    reclaimFocus(scroller.current);
  }, []);
  useSelectionFollowsRows(grid.store, selection);
  // A row edited out of the view stays, flagged, while it is selected; leaving it settles it.
  useEffect(() => selection.subscribe(() => grid.flags.settle(selection.getState().cell?.rowId ?? null)), [selection, grid]);
  const flags = useSyncExternalStore(grid.flags.flags.subscribe, grid.flags.flags.getState, grid.flags.flags.getState);

  useEffect(() => {
    grid.store.setViewport(viewport.firstRow, viewport.lastRow);
  }, [grid, viewport.firstRow, viewport.lastRow]);
  // A hidden or deleted column cannot stay selected.
  useEffect(() => {
    const { cell } = selection.getState();
    if (cell && !navigationOrder(layout).some((field) => field.id === cell.fieldId)) selection.setState(() => ({ cell: null, draft: null, range: null }));
  }, [layout, selection]);

  const width = layout.leftWidth + layout.rightWidth;
  const columns = useMemo(
    () => columnsInView(layout.columns, viewport.left - columnOverscan, viewport.left + viewport.width + columnOverscan, selected.cell?.fieldId),
    [layout.columns, viewport.left, viewport.width, selected.cell?.fieldId],
  );
  const range = useMemo((): RowsInRange | null => {
    const order = navigationOrder(layout);
    const block = selected.range && blockOf(selected.range, order);
    if (!block) return null;
    const fieldIds = order.slice(block.left, block.right + 1).map((field) => field.id);
    return { top: block.top, bottom: block.bottom, fieldIds: new Set(fieldIds), leftFieldId: fieldIds[0] ?? 0, rightFieldId: fieldIds.at(-1) ?? 0 };
  }, [selected.range, layout]);
  // The new row's first cell is selected and the grid focused, ready for typing, as in a
  // spreadsheet: focus must not stay on the button, where Enter would add row after row.
  const addRow = () => {
    const index = state.count;
    void grid.rows.createRow({ index, cells: overlays.newRowCells() });
    const created = grid.store.getState().rows.get(index);
    const [firstField] = navigationOrder(layout);
    if (created && firstField) actions.select({ rowId: created.row.id, fieldId: firstField.id });
    scroller.current?.focus({ preventScroll: true });
  };

  const searchTerm = useSyncExternalStore(grid.search.subscribe, grid.search.getState, grid.search.getState);

  // The selected cell is the grid's active descendant while the grid has focus (not its editor), and only while it is rendered.
  const rendered = renderedRows(state.count, viewport);
  const selectedIndex = selected.cell ? indexOfRow(state.rows, selected.cell.rowId) : -1;
  const activeCell =
    selected.cell && selected.draft === null && selectedIndex >= rendered.from && selectedIndex < rendered.to ? cellDomId(gridId, selected.cell.rowId, selected.cell.fieldId) : undefined;

  return (
    <div className={`${styles.grid} ${viewport.scrolledX ? styles.shaded : ''}`} onPointerDown={handlers.onPressInside}>
      <GridReadOnlyContext value={readOnly}>
      <GridIdContext value={gridId}>
        <GridSearchContext value={searchTerm}>
        <OpenFieldMenuContext value={openFieldMenu}>
          <GridFocusContext value={returnFocus}>
            <div
              ref={scroller}
              className={styles.scroller}
              tabIndex={0}
              role="grid"
              aria-rowcount={state.count + (readOnly ? 1 : 2)}
              aria-colcount={ariaColumns.count(layout)}
              aria-label={label}
              aria-readonly={readOnly || undefined}
              aria-activedescendant={activeCell}
              onFocus={handlers.onFocus}
              aria-multiselectable
              onPointerDown={handlers.onPointerDown}
              onPointerMove={handlers.onPointerMove}
              onContextMenu={handlers.onContextMenu}
              onKeyDown={handlers.onKeyDown}
              onCopy={handlers.onCopy}
              onPaste={handlers.onPaste}
            >
              <div className={styles.canvas} style={{ width, height: verticalScale(state.count).canvasHeight }}>
                <GridHeader
                  layout={layout}
                  columns={columns}
                  width={width}
                  height={Math.min(state.count * gridConstants.rowHeight, verticalScale(state.count).canvasHeight)}
                  actions={fieldMenu}
                  drag={drag}
                  onResizeStart={startResize}
                  onDragStart={startDrag}
                  onAddField={(anchor) => overlays.openFieldForm({ anchor, field: null })}
                />
                <GridBody state={state} layout={layout} columns={columns} viewport={viewport} selection={selected} range={range} flags={flags} actions={actions} width={width} onAddRow={addRow} />
              </div>
            </div>
            <GridStatus state={state} onRetry={() => void grid.store.load()} />
            <BulkProgressBar progress={grid.bulk.progress} />
            {children}
          </GridFocusContext>
        </OpenFieldMenuContext>
        </GridSearchContext>
      </GridIdContext>
      </GridReadOnlyContext>
    </div>
  );
}
