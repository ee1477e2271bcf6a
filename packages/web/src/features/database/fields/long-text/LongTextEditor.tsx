import { useLayoutEffect, useRef } from 'react';
import type { EditorProps } from '../fieldUi';
import styles from './longText.module.css';

/** A textarea that grows out of the cell: Enter is a new line; clicking away saves, Escape cancels. */
export function LongTextEditor({ field, draft, onDraftChange }: EditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  // Focus before the next keystroke arrives, so fast typing after the first key lands in the editor.
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);
  return <textarea ref={area} className={styles.editor} value={draft} aria-label={field.name} onChange={(event) => onDraftChange(event.target.value)} />;
}
