import type { Field, Row } from '@cellar/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { RowComments } from './comments/RowComments';
import { RowHistory } from './history/RowHistory';
import styles from './activity.module.css';

type Tab = 'comments' | 'history';
const tabs: readonly { id: Tab; label: string }[] = [
  { id: 'comments', label: 'Comments' },
  { id: 'history', label: 'History' },
];

/** Props of the expanded row's side panel. */
export interface RowActivityPanelProps {
  tableId: number;
  row: Row;
  fields: readonly Field[];
  currentUserId: number | null;
}

/** The expanded row's side: its comments and its history, as tabs (WAI-ARIA: one tab stop, arrows, Home and End). */
export function RowActivityPanel({ tableId, row, fields, currentUserId }: RowActivityPanelProps) {
  const id = useId();
  const [open, setOpen] = useState<Tab>('comments');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === open);
    const next = { ArrowRight: (index + 1) % tabs.length, ArrowLeft: (index + tabs.length - 1) % tabs.length, Home: 0, End: tabs.length - 1 }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    setOpen(tab.id);
    event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${tab.id}-tab`)}`)?.focus();
  };
  return (
    <section className={styles.panel} aria-label="Row activity">
      <div className={styles.tabs} role="tablist" aria-label="Row activity" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${id}-${tab.id}-tab`}
            className={styles.tab}
            aria-selected={open === tab.id}
            aria-controls={`${id}-${tab.id}-panel`}
            tabIndex={open === tab.id ? 0 : -1}
            onClick={() => setOpen(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${open}-panel`} aria-labelledby={`${id}-${open}-tab`} className={styles.tabPanel}>
        {open === 'comments' ? (
          <RowComments key={row.id} tableId={tableId} rowId={row.id} currentUserId={currentUserId} />
        ) : (
          <RowHistory key={row.id} tableId={tableId} row={row} fields={fields} />
        )}
      </div>
    </section>
  );
}
