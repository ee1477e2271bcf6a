import type { EditorProps, RowModalInputProps } from '../fieldUi';
import { cellText } from '../fieldValues';
import styles from './readOnly.module.css';

// The cells of created_on, last_modified, created_by, last_modified_by and autonumber are the
// server's (core `readOnly`): their editor and row modal input only show the value, saying so to
// screen readers, and never save.

/** The in-grid "editor" of a read-only cell: the value, announced as read only. */
export function ReadOnlyEditor({ field, value }: EditorProps) {
  return (
    <output className={styles.value} aria-label={`${field.name} (read only)`}>
      {cellText(field, value)}
    </output>
  );
}

/** A read-only value in the row modal, beside its label. */
export function ReadOnlyRowModalInput({ field, value, id }: RowModalInputProps) {
  return (
    <output id={id} className={styles.value} aria-label={`${field.name} (read only)`}>
      {cellText(field, value)}
    </output>
  );
}
