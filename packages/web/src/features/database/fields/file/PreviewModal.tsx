import { maxVisibleNameLength, type FileItem } from '@cellar/core';
import { ChevronLeft, ChevronRight, Download, Pencil, Trash2 } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../../ui/Button';
import { InlineRename } from '../../../../ui/InlineRename';
import { Modal } from '../../../../ui/Modal';
import { FileThumb } from './FileThumb';
import { fileKindOf } from './fileValues';
import styles from './file.module.css';

/** Props of the preview: the cell's files, which one shows, and what renaming or deleting does. */
export interface PreviewModalProps {
  files: FileItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onRename: (index: number, name: string) => void;
  onDelete: (index: number) => void;
}

/**
 * The file preview (spec §4): the file large (an image, or its kind's icon), its name to rename,
 * download and delete, and the strip of all the cell's files; previous and next by the buttons
 * or the arrow keys.
 */
export function PreviewModal({ files, index, onIndexChange, onClose, onRename, onDelete }: PreviewModalProps) {
  const [renaming, setRenaming] = useState(false);
  const file = files[index];
  if (!file) return null;
  const go = (step: number) => onIndexChange((index + step + files.length) % files.length);
  // Keys stay in the preview: the grid behind it (whose editor opened it) must not take them.
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (renaming || (event.target as HTMLElement).tagName === 'INPUT') return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const { Icon, kind } = fileKindOf(file);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={file.visible_name} hideTitle>
      <div className={styles.preview} onKeyDown={onKeyDown} data-grid-editor>
        <div className={styles.previewHeader}>
          {renaming ? (
            <InlineRename value={file.visible_name} label="File name" maxLength={maxVisibleNameLength} onRename={(name) => onRename(index, name)} onDone={() => setRenaming(false)} />
          ) : (
            <h2 className={styles.previewName}>{file.visible_name}</h2>
          )}
          <div className={styles.previewActions}>
            <Button variant="ghost" size="sm" icon={<Pencil size={14} aria-hidden />} onClick={() => setRenaming(true)} aria-label={`Rename ${file.visible_name}`} />
            <a className={styles.iconLink} href={file.url} download={file.visible_name} target="_blank" rel="noreferrer" aria-label={`Download ${file.visible_name}`}>
              <Download size={14} aria-hidden />
            </a>
            <Button variant="ghost" size="sm" icon={<Trash2 size={14} aria-hidden />} onClick={() => onDelete(index)} aria-label={`Delete ${file.visible_name}`} />
          </div>
        </div>
        <div className={styles.stage}>
          <Button variant="ghost" className={styles.navButton} icon={<ChevronLeft size={20} aria-hidden />} onClick={() => go(-1)} aria-label="Previous file" disabled={files.length < 2} />
          <div className={styles.large} aria-live="polite">
            {file.is_image ? (
              <img src={file.url} alt={file.visible_name} className={styles.largeImage} />
            ) : (
              <div className={styles.largeIcon}>
                <Icon size={64} aria-hidden />
                <span>No preview for this {kind}</span>
              </div>
            )}
          </div>
          <Button variant="ghost" className={styles.navButton} icon={<ChevronRight size={20} aria-hidden />} onClick={() => go(1)} aria-label="Next file" disabled={files.length < 2} />
        </div>
        <ul className={styles.strip} aria-label="Files">
          {files.map((item, at) => (
            <li key={`${item.name}-${at}`}>
              <button type="button" className={`${styles.stripItem} ${at === index ? styles.current : ''}`} aria-current={at === index ? 'true' : undefined} aria-label={item.visible_name} onClick={() => onIndexChange(at)}>
                <FileThumb file={item} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
