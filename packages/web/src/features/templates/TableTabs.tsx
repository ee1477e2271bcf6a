import type { Table } from '@cellar/core';
import { Sheet } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import styles from './templates.module.css';

/** Props of the preview's table tabs. */
export interface TableTabsProps {
  tables: readonly Table[];
  selected: number;
  onSelect: (tableId: number) => void;
  /** The tab panel the selected tab controls. */
  panelId: string;
}

/** The template's tables as tabs (WAI-ARIA tabs: one tab stop, arrows move and select, Home and End). */
export function TableTabs({ tables, selected, onSelect, panelId }: TableTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tables.findIndex((table) => table.id === selected);
    const last = tables.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const table = next === undefined ? undefined : tables[next];
    if (!table) return;
    event.preventDefault();
    onSelect(table.id);
    event.currentTarget.querySelector<HTMLElement>(`[data-table-id="${table.id}"]`)?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label="Tables" onKeyDown={onKeyDown}>
      {tables.map((table) => {
        const current = table.id === selected;
        return (
          <button
            key={table.id}
            type="button"
            role="tab"
            className={`${styles.tab} ${current ? styles.currentTab : ''}`}
            aria-selected={current}
            aria-controls={current ? panelId : undefined}
            tabIndex={current ? 0 : -1}
            data-table-id={table.id}
            onClick={() => onSelect(table.id)}
          >
            <Sheet size={14} aria-hidden />
            {table.name}
          </button>
        );
      })}
    </div>
  );
}
