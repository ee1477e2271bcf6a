import { useState } from 'react';
import { useRemoteEdit, type RemoteEdit } from './remoteEdits';
import styles from './RemoteEdit.module.css';

/**
 * What a cell shows when someone else changed it a moment ago: their name, for a few seconds.
 * Under an open editor the change does not replace what is being typed: the editor keeps the
 * person's own text and says, until the edit ends, that the value changed under it; Enter then
 * saves their text over the other change (the last write wins, as everywhere in the grid), and
 * Escape drops it and shows the other person's value.
 */
export function RemoteEditMark({ rowId, fieldId, editing }: { rowId: number; fieldId: number; editing: boolean }) {
  const edit = useRemoteEdit(rowId, fieldId);
  // A change that arrives during an edit is kept until the edit ends, however long that is; one
  // made before the edit began is already the value the person started from.
  const [underEdit, setUnderEdit] = useState<RemoteEdit | null>(null);
  const [start, setStart] = useState<{ editing: boolean; known: RemoteEdit | null }>({ editing, known: edit });
  if (start.editing !== editing) {
    setStart({ editing, known: edit });
    setUnderEdit(null);
  } else if (editing && edit && edit !== start.known && edit !== underEdit) {
    setUnderEdit(edit);
  }
  const shown = underEdit ?? edit;
  if (!shown) return null;
  const who = shown.by ?? 'Someone';
  if (editing && underEdit) {
    return (
      <div className={styles.notice} role="status">
        {who} just changed this cell. Enter saves yours over it; Escape shows theirs.
      </div>
    );
  }
  // The name is drawn by CSS from an attribute, so the cell's text and accessible name stay its
  // value. Only the editing person is told aloud (above): there it changes what Enter does.
  return <span className={styles.flash} data-by={who} data-remote-edit aria-hidden />;
}
