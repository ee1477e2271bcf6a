import { useEffect, useRef } from 'react';
import type { EditorProps } from '../fieldUi';
import styles from './longText.module.css';

/** A textarea that grows out of the cell: Enter is a new line; clicking away saves, Escape cancels. */
export function LongTextEditor({ field, draft, onDraftChange }: EditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);
  return <textarea ref={area} className={styles.editor} value={draft} aria-label={field.name} onChange={(event) => onDraftChange(event.target.value)} />;
}
