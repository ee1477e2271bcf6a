import type { RowModalInputProps } from '../fieldUi';
import { FileList } from './FileList';
import { shownFiles } from './fileValues';
import styles from './file.module.css';

/** The row modal's file input: the same list as the grid's editor, saving every change. */
export function FileRowModalInput({ field, value, onSave, id }: RowModalInputProps) {
  return (
    <div id={id} className={styles.modalRow}>
      <FileList fieldName={field.name} files={shownFiles(value)} onChange={(files) => onSave(files)} />
    </div>
  );
}
