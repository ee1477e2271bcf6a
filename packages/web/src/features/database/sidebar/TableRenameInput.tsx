import { tableLimits } from '@cellar/core';
import { useEffect, useRef, useState } from 'react';
import styles from './sidebarTables.module.css';

/** The table name as an input: Enter or leaving saves a changed, non-empty name; Escape keeps the old one. */
export function TableRenameInput({ value, onRename, onDone }: { value: string; onRename: (name: string) => void; onDone: () => void }) {
  const [draft, setDraft] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useEffect(() => {
    // Wait for the menu that asked for the rename to hand focus back before taking it.
    const frame = requestAnimationFrame(() => input.current?.select());
    return () => cancelAnimationFrame(frame);
  }, []);
  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    const name = draft.trim();
    if (save && name !== '' && name !== value) onRename(name);
    onDone();
  };
  return (
    <input
      ref={input}
      className={styles.rename}
      aria-label="Table name"
      value={draft}
      maxLength={tableLimits.nameMaxLength}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish(true);
        if (event.key === 'Escape') finish(false);
      }}
    />
  );
}
