import type { Field, Table, View } from '@cellar/core';
import { Sheet, Table2 } from 'lucide-react';
import { HideFieldsMenu } from './HideFieldsMenu';
import styles from './table.module.css';

/** Props of the bar above the grid. */
export interface TableBarProps {
  table: Table;
  view: View;
  /** Non-primary fields in column order. */
  fields: readonly Field[];
  hidden: ReadonlySet<number>;
  onHiddenChange: (changes: Record<number, { hidden: boolean }>) => void;
}

/** The table's header bar: its name, the open view and the hide-fields menu. */
export function TableBar({ table, view, fields, hidden, onHiddenChange }: TableBarProps) {
  return (
    <header className={styles.bar}>
      <h1 className={styles.title}>
        <Table2 size={17} className={styles.icon} aria-hidden />
        <span className={styles.titleText}>{table.name}</span>
      </h1>
      <span className={styles.divider} aria-hidden />
      <span className={styles.view} aria-label="View">
        <Sheet size={14} className={styles.icon} aria-hidden />
        {view.name}
      </span>
      <span className={styles.divider} aria-hidden />
      <HideFieldsMenu fields={fields} hidden={hidden} onChange={onHiddenChange} />
    </header>
  );
}
