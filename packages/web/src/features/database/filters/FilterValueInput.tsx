import { viewFilterValueMaxLength } from '@cellar/core';
import { useEffect, useId, useRef, useState, type HTMLAttributes } from 'react';
import { errorAttributes, FieldError } from '../../../ui/FieldError';
import styles from '../views/viewSettings.module.css';

/** Spec §9: a filter's typed value is sent 400 ms after the last key, or at once on Enter. */
export const filterInputDelayMs = 400;

/** Props of a filter's value box: the stored value, its accessible name and where a settled value goes. */
export interface FilterValueInputProps {
  value: string;
  label: string;
  disabled?: boolean;
  onCommit: (value: string) => void;
  /** Why typed text cannot be sent (spec §9: a number must be a decimal, a date valid or empty); null when it can. */
  validate?: (text: string) => string | null;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * A text box that sends its value once typing pauses, on Enter, or when it goes away mid-pause;
 * text that does not validate is shown as invalid and kept back.
 */
export function FilterValueInput({ value, label, disabled, onCommit, validate, placeholder = 'Enter a value…', inputMode }: FilterValueInputProps) {
  const [text, setText] = useState(value);
  const errorId = useId();
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; text: string } | null>(null);
  // The latest onCommit and validate, for a timer or unmount that fires after newer renders.
  const latest = useRef({ onCommit, validate });
  useEffect(() => {
    latest.current = { onCommit, validate };
  });

  const flush = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    const settled = pending.current.text;
    pending.current = null;
    if (!latest.current.validate?.(settled)) latest.current.onCommit(settled);
  };

  // A value put back after a failed save (or changed elsewhere) shows, unless the person is mid-typing.
  useEffect(() => {
    if (!pending.current) setText(value);
  }, [value]);
  // Closing the panel within the pause still saves what was typed.
  useEffect(() => flush, []);

  const error = validate?.(text) ?? null;
  return (
    <div className={styles.valueField}>
      <input
        className={styles.valueInput}
        value={text}
        aria-label={label}
        {...errorAttributes(error, errorId)}
        placeholder={placeholder}
        inputMode={inputMode}
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
      <FieldError id={errorId} error={error} />
    </div>
  );
}
