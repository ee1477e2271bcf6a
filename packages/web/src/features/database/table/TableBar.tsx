import type { Field, Table, View } from '@cellar/core';
import { Table2 } from 'lucide-react';
import { FiltersMenu } from '../filters/FiltersMenu';
import type { GridController } from '../grid/useGridController';
import { GridSearch } from '../search/GridSearch';
import { UndoRedoButtons } from '../../undo/UndoRedoButtons';
import { SortsMenu } from '../sorts/SortsMenu';
import type { ViewSettingsActions } from '../views/viewSettingsActions';
import { ViewSwitcher } from '../views/ViewSwitcher';
import { HideFieldsMenu } from './HideFieldsMenu';
import styles from './table.module.css';

/** Props of the bar above the grid. */
export interface TableBarProps {
  table: Table;
  view: View;
  /** Non-primary fields in column order. */
  fields: readonly Field[];
  /** Every field, primary first: what filters and sorts can use. */
  allFields: readonly Field[];
  hidden: ReadonlySet<number>;
  onHiddenChange: (changes: Record<number, { hidden: boolean }>) => void;
  viewSettings: ViewSettingsActions;
  filtersOpen: boolean;
  onFiltersOpenChange: (open: boolean) => void;
  /** The grid the search reads and marks. */
  grid: Pick<GridController, 'store' | 'search' | 'setSearch'>;
}

/** The table's header bar: its name, the view switcher, the filter, sort and hide-fields panels, and the search. */
export function TableBar({ table, view, fields, allFields, hidden, onHiddenChange, viewSettings, filtersOpen, onFiltersOpenChange, grid }: TableBarProps) {
  return (
    <header className={styles.bar}>
      <h1 className={styles.title}>
        <Table2 size={17} className={styles.icon} aria-hidden />
        <span className={styles.titleText}>{table.name}</span>
      </h1>
      <span className={styles.divider} aria-hidden />
      <ViewSwitcher table={table} view={view} />
      <span className={styles.divider} aria-hidden />
      <FiltersMenu view={view} fields={allFields} actions={viewSettings} open={filtersOpen} onOpenChange={onFiltersOpenChange} />
      <SortsMenu view={view} fields={allFields} actions={viewSettings} />
      <HideFieldsMenu fields={fields} hidden={hidden} onChange={onHiddenChange} />
      <span className={styles.barEnd}>
        <UndoRedoButtons scopes={{ table: table.id, view: view.id }} />
        <GridSearch grid={grid} />
      </span>
    </header>
  );
}
