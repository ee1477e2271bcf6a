import type { FileItem, UserFile } from '@cellar/core';
import { Plus } from 'lucide-react';
import { useState, type Ref } from 'react';
import { FileThumb } from './FileThumb';
import { fileItemOf, renamedFile, withoutFile } from './fileValues';
import { PreviewModal } from './PreviewModal';
import { UploadModal } from './UploadModal';
import { useFileDrop } from './useFileDrop';
import styles from './file.module.css';

/**
 * Props of a cell's files being edited: the list, and what to do with a changed one. A change is
 * `final` when nothing more follows it (an upload finished, the preview closed); the grid's editor
 * saves then, since saving closes it, and keeps the rest as its draft meanwhile.
 */
export interface FileListProps {
  fieldName: string;
  files: FileItem[];
  onChange: (files: FileItem[], final: boolean) => void;
  /** The preview closed: whatever it changed is final now. */
  onSettle?: () => void;
  addRef?: Ref<HTMLButtonElement>;
}

/**
 * The files of a cell, editable: a thumbnail per file opening the preview (rename, download,
 * delete), '+' opening the upload modal, and files dropped here ('Drop files here') uploaded one
 * at a time, each shown by a placeholder until it is in (spec §4).
 */
export function FileList({ fieldName, files, onChange, onSettle, addRef }: FileListProps) {
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<number | null>(null);
  const { dragging, pending, dropTarget } = useFileDrop(files, onChange);
  const append = (uploaded: UserFile[]) => onChange([...files, ...uploaded.map(fileItemOf)], true);

  return (
    <div
      className={`${styles.list} ${dragging ? styles.dragging : ''}`}
      role="group"
      aria-label={`Files of ${fieldName}`}
      {...dropTarget}
    >
      {dragging && <div className={styles.dropOverlay}>Drop files here</div>}
      {files.map((file, index) => (
        <button key={`${file.name}-${index}`} type="button" className={styles.listItem} onClick={() => setPreview(index)} aria-label={`Preview ${file.visible_name}`} title={file.visible_name}>
          <FileThumb file={file} />
        </button>
      ))}
      {pending.map((name, index) => (
        <span key={`${name}-${index}`} className={styles.placeholder} role="status" aria-label={`Uploading ${name}`} />
      ))}
      <button ref={addRef} type="button" className={styles.addButton} onClick={() => setUploading(true)} aria-label={`Add files to ${fieldName}`}>
        <Plus size={14} aria-hidden />
      </button>
      {uploading && <UploadModal open onOpenChange={setUploading} onUploaded={append} />}
      {preview !== null && (
        <PreviewModal
          files={files}
          index={preview}
          onIndexChange={setPreview}
          onClose={() => {
            setPreview(null);
            onSettle?.();
          }}
          onRename={(index, name) => onChange(renamedFile(files, index, name), false)}
          onDelete={(index) => {
            const remaining = withoutFile(files, index);
            onChange(remaining, remaining.length === 0);
            setPreview(remaining.length === 0 ? null : Math.min(index, remaining.length - 1));
          }}
        />
      )}
    </div>
  );
}
