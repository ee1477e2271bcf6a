import type { Field, Table, View } from '@cellar/core';
import { useMemo, useState } from 'react';
import { useFieldActions } from '../fields/useFieldActions';
import { orderFields } from '../grid/columns';
import { GridView } from '../grid/GridView';
import { optionsFor } from '../grid/store/fieldOptionsMutation';
import { useGridController } from '../grid/useGridController';
import { useGridSelector } from '../grid/useGridSelector';
import { RemoteEditsContext } from '../grid/remote/remoteEdits';
import { CommentCountsContext } from '../rows/comments/commentCounts';
import { useLiveTable } from '../live/useLiveTable';
import { useViewSettings } from '../views/useViewSettings';
import { useExpandedRow } from '../rows/useExpandedRow';
import { TableBar } from './TableBar';
import { useShowDuplicates } from '../fields/constraints/useShowDuplicates';
import { TableOverlays } from './TableOverlays';
import { useTableOverlays, type FieldViewActions } from './useTableOverlays';
import grid from '../grid/Grid.module.css';
import styles from './table.module.css';

/** The '{count} rows' footer text; one row reads as a row. */
export function rowCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`;
}

/** One view of a table: the bar, the grid, the row count and their overlays. Mount it keyed by view id. */
export function TableView({ table, view, fields }: { table: Table; view: View; fields: readonly Field[] }) {
  const controller = useGridController(view, table.id, fields);
  useLiveTable(table.id, view.id, controller);
  const count = useGridSelector(controller.store, (state) => state.count);
  const ready = useGridSelector(controller.store, (state) => state.status === 'ready');
  const fieldOptions = useGridSelector(controller.store, (state) => state.fieldOptions);
  const fieldActions = useFieldActions(table.id, controller);
  const viewSettings = useViewSettings(table.id, view.id, controller);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const fieldViewActions = useMemo<FieldViewActions>(
    () => ({
      onCreateFilter(field) {
        void viewSettings.addFilter(field);
        setFiltersOpen(true);
      },
      onSort: (field, order) => void viewSettings.sortBy(field, order),
    }),
    [viewSettings],
  );
  const expanded = useExpandedRow(controller, table.id);
  const showDuplicates = useShowDuplicates(table.id, view.id, controller);
  const overlay = useTableOverlays(controller, fields, fieldViewActions, expanded.open);
  const ordered = useMemo(() => orderFields(fields, fieldOptions), [fields, fieldOptions]);
  const hidden = useMemo(() => new Set(ordered.filter((field) => optionsFor(fieldOptions, field.id).hidden).map((field) => field.id)), [ordered, fieldOptions]);
  const primary = fields.find((field) => field.primary);
  const modalFields = useMemo(() => (primary ? [primary, ...ordered] : ordered), [primary, ordered]);

  return (
    <div className={styles.page}>
      <TableBar
        table={table}
        view={view}
        fields={ordered}
        allFields={modalFields}
        hidden={hidden}
        onHiddenChange={(changes) => void controller.changeFieldOptions(changes)}
        viewSettings={viewSettings}
        filtersOpen={filtersOpen}
        onFiltersOpenChange={setFiltersOpen}
        grid={controller}
      />
      <RemoteEditsContext.Provider value={controller.remoteEdits}>
        <CommentCountsContext value={controller.commentCounts}>
          <GridView grid={controller} fields={fields} overlays={overlay.overlays} label={table.name}>
            <TableOverlays grid={controller} fields={modalFields} hidden={hidden} fieldActions={fieldActions} overlay={overlay} expanded={expanded} onShowDuplicates={showDuplicates} />
          </GridView>
        </CommentCountsContext>
      </RemoteEditsContext.Provider>
      <footer className={grid.footer} aria-live="polite">
        {ready ? rowCountLabel(count) : 'Loading rows…'}
      </footer>
    </div>
  );
}
