import type { RowModalInputProps } from '../fieldUi';
import styles from '../shared/cells.module.css';
import { useModalDraft } from '../shared/useModalDraft';

/** The row modal's long text: saves when focus leaves, Enter stays a new line. */
export function LongTextRowModalInput(props: RowModalInputProps) {
  const { text, setDraft, commit } = useModalDraft(props);
  return <textarea id={props.id} className={styles.modalTextarea} value={text} rows={4} onChange={(event) => setDraft(event.target.value)} onBlur={commit} />;
}
