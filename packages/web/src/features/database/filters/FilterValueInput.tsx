import { viewFilterValueMaxLength } from '@cellar/core';
import { useEffect, useRef, useState } from 'react';
import styles from '../views/viewSettings.module.css';

/** Spec §9: a filter's typed value is sent 400 ms after the last key, or at once on Enter. */
export const filterInputDelayMs = 400;

/** Props of a filter's value box: the stored value, its accessible name and where a settled value goes. */
export interface FilterValueInputProps {
  value: string;
  label: string;
  disabled?: boolean;
  onCommit: (value: string) => void;
}

/** A text box that sends its value once typing pauses, on Enter, or when it goes away mid-pause. */
export function FilterValueInput({ value, label, disabled, onCommit }: FilterValueInputProps) {
  const [text, setText] = useState(value);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; text: string } | null>(null);
  // The latest onCommit, for a timer or unmount that fires after newer renders.
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  });

  const flush = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    const settled = pending.current.text;
    pending.current = null;
    commitRef.current(settled);
  };

  // A value put back after a failed save (or changed elsewhere) shows, unless the person is mid-typing.
  useEffect(() => {
    if (!pending.current) setText(value);
  }, [value]);
  // Closing the panel within the pause still saves what was typed.
  useEffect(() => flush, []);

  return (
    <input
      className={styles.valueInput}
      value={text}
      aria-label={label}
      placeholder="Enter a value…"
      disabled={disabled}
      maxLength={viewFilterValueMaxLength}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (pending.current) clearTimeout(pending.current.timer);
        pending.current = { text: next, timer: setTimeout(flush, filterInputDelayMs) };
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
      }}
    />
  );
}
