import type { FileItem } from '@cellar/core';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { EditorProps } from '../fieldUi';
import { FileList } from './FileList';
import { filesDraft, shownFiles } from './fileValues';
import styles from './file.module.css';

function draftFiles(draft: string, fallback: FileItem[]): FileItem[] {
  try {
    return shownFiles(JSON.parse(draft));
  } catch {
    return fallback;
  }
}

// Enter and Space press the focused button, and arrows walk the buttons, instead of the grid taking them.
function keepButtonKeys(event: KeyboardEvent) {
  const onButton = (event.target as Element).closest('button');
  if (onButton && (event.key === 'Enter' || event.key === ' ')) event.stopPropagation();
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    buttons[buttons.indexOf(onButton as HTMLButtonElement) + (event.key === 'ArrowLeft' ? -1 : 1)]?.focus();
    event.stopPropagation();
    event.preventDefault();
  }
}

/**
 * The editing file cell: its files to preview, '+' for the upload modal, and a drop zone. The
 * grid's draft holds the list as JSON; a change is saved when it is final (see FileList).
 */
export function FileEditor({ field, value, draft, onDraftChange, onCommit }: EditorProps) {
  const files = draftFiles(draft, shownFiles(value));
  const add = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    onDraftChange(filesDraft(shownFiles(value)));
    // One Enter opens the upload modal at once, as a link cell's row selection (issue 38); '+' has focus
    // first, so Escape comes back to it and to the files' previews.
    add.current?.focus({ preventScroll: true });
    add.current?.click();
    // Once, when the editor opens: a key typed on the cell is not a file list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={`${styles.cell} ${styles.editing}`} onKeyDown={keepButtonKeys}>
      <FileList
        fieldName={field.name}
        files={files}
        addRef={add}
        onChange={(next, final) => (final ? onCommit(filesDraft(next)) : onDraftChange(filesDraft(next)))}
        onSettle={() => onCommit()}
      />
    </div>
  );
}
