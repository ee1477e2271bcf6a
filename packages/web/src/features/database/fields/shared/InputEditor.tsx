import { roundedTypedNumber, type NumberOptions, type TypingLocale } from '@cellar/core';
import { useLayoutEffect, useRef } from 'react';
import type { EditorProps } from '../fieldUi';
import { typingOptionsOf } from '../fieldValues';
import styles from './cells.module.css';

/** A one-line editor filling the cell; the caret starts after the text, as in spreadsheets. */
export function InputEditor({ field, draft, error, onDraftChange, align = 'left' }: EditorProps & { align?: 'left' | 'right' }) {
  const input = useRef<HTMLInputElement>(null);
  // Focus before the next keystroke arrives, so fast typing after the first key lands in the editor.
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);
  return (
    <input
      ref={input}
      className={align === 'right' ? styles.inputNumber : styles.input}
      value={draft}
      aria-label={field.name}
      aria-invalid={error ? true : undefined}
      spellCheck={false}
      onChange={(event) => onDraftChange(event.target.value)}
    />
  );
}

/** A one-line editor right-aligned like the value it edits (durations, ratings). */
export function RightAlignedEditor(props: EditorProps) {
  return <InputEditor {...props} align="right" />;
}

/**
 * The editor of number cells: right-aligned like the value it edits. More decimals than the field keeps are
 * rounded, as in the reference's grid, and it says to what while the person types (issue 38).
 */
export function NumberEditor(props: EditorProps) {
  const rounded = props.error ? null : roundedTypedNumber(props.draft, typingOptionsOf(props.field) as NumberOptions & TypingLocale);
  return (
    <>
      <InputEditor {...props} align="right" />
      {rounded !== null && (
        <div className={styles.typingNote} role="status">
          Will be rounded to {rounded}
        </div>
      )}
    </>
  );
}
