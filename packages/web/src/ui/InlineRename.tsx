import { useEffect, useRef, useState } from 'react';
import styles from './InlineRename.module.css';

/** Props of InlineRename: the current name, its limit, and what to do with a new one. */
export interface InlineRenameProps {
  value: string;
  /** The input's accessible name, e.g. 'Table name'. */
  label: string;
  maxLength: number;
  /** Called with a changed, non-empty, trimmed name; the caller saves it and rolls back on failure. */
  onRename: (name: string) => void;
  /** Called once the input is done, saved or not, so the caller shows the name again. */
  onDone: () => void;
  /** Where the input sits in its row (size and margins); the look is the component's own. */
  className?: string;
}

/** An input in place of a name: Enter or leaving it saves a changed, non-empty name; Escape cancels. */
export function InlineRename({ value, label, maxLength, onRename, onDone, className }: InlineRenameProps) {
  const [draft, setDraft] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const finished = useRef(false);
  useEffect(() => {
    // After the menu that started the rename has closed and returned focus to its trigger. Not when
    // the person is in the input already: selecting then would let the next key replace what they typed.
    const frame = requestAnimationFrame(() => {
      const element = input.current;
      if (!element || element === element.ownerDocument.activeElement) return;
      element.focus();
      element.select();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const finish = (save: boolean) => {
    if (finished.current) return;
    finished.current = true;
    const name = draft.trim();
    if (save && name !== '' && name !== value) onRename(name);
    onDone();
  };
  return (
    <input
      ref={input}
      className={[styles.input, className].filter(Boolean).join(' ')}
      aria-label={label}
      value={draft}
      maxLength={maxLength}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish(true);
        if (event.key === 'Escape') {
          // Escape must not also close a surrounding dialog or menu.
          event.stopPropagation();
          finish(false);
        }
      }}
    />
  );
}
