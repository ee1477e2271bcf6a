import type { FileItem } from '@cellar/core';
import { useState } from 'react';
import type { CellProps } from '../fieldUi';
import { FileThumb } from './FileThumb';
import { shownFiles } from './fileValues';
import { useFileDrop } from './useFileDrop';
import styles from './file.module.css';

/**
 * A file cell: a tiny thumbnail (or kind icon) per file, titled with its visible name. Selected,
 * it takes dropped files without opening the editor; those uploaded so far show at once and the
 * list is saved when the last is in.
 */
export function FileCell({ value, onSave }: CellProps) {
  const [uploaded, setUploaded] = useState<FileItem[] | null>(null);
  const files = uploaded ?? shownFiles(value);
  const { dragging, pending, dropTarget } = useFileDrop(files, (next, final) => {
    if (!final) return setUploaded(next);
    setUploaded(null);
    onSave?.(next);
  });
  return (
    <div className={`${styles.cell} ${dragging ? styles.dragging : ''}`} {...(onSave ? dropTarget : {})}>
      {dragging && <div className={styles.dropOverlay}>Drop files here</div>}
      {files.map((file, index) => (
        <span key={`${file.name}-${index}`} className={styles.cellItem} title={file.visible_name}>
          <FileThumb file={file} size="tiny" />
          <span className="visually-hidden">{file.visible_name}</span>
        </span>
      ))}
      {pending.map((name, index) => (
        <span key={`${name}-${index}`} className={`${styles.placeholder} ${styles.tinyPlaceholder}`} role="status" aria-label={`Uploading ${name}`} />
      ))}
    </div>
  );
}
