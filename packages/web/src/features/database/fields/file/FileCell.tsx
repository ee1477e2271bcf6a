import type { CellProps } from '../fieldUi';
import { FileThumb } from './FileThumb';
import { shownFiles } from './fileValues';
import styles from './file.module.css';

/** A file cell: a tiny thumbnail (or kind icon) per file, titled with its visible name. */
export function FileCell({ value }: CellProps) {
  const files = shownFiles(value);
  return (
    <div className={styles.cell}>
      {files.map((file, index) => (
        <span key={`${file.name}-${index}`} className={styles.cellItem} title={file.visible_name}>
          <FileThumb file={file} size="tiny" />
          <span className="visually-hidden">{file.visible_name}</span>
        </span>
      ))}
    </div>
  );
}
