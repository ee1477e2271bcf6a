import type { KeyboardEvent } from 'react';
import type { RowModalInputProps } from '../fieldUi';
import styles from './cells.module.css';
import { useModalDraft } from './useModalDraft';

/** A text input of the row modal: saves on Enter or when focus leaves; Escape restores the value. */
export function TextRowModalInput(props: RowModalInputProps) {
  const { text, error, setDraft, commit, reset } = useModalDraft(props);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') reset();
  };
  return (
    <>
      <input
        id={props.id}
        className={styles.modalInput}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${props.id}-error` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {error && (
        <p id={`${props.id}-error`} className={styles.modalError}>
          {error}
        </p>
      )}
    </>
  );
}
