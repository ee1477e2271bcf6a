import type { UserFile } from '@cellar/core';
import { Upload } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { errorMessageOf } from '../../../../api';
import { Button } from '../../../../ui/Button';
import { allFinished, hasFailed, queued, retried, sendQueue, type UploadItem } from './uploadQueue';
import { UploadItemRow } from './UploadItemRow';
import styles from './file.module.css';

/** Props of the 'my device' source: how to send one file, and where the answers go once all are in. */
export interface DeviceUploadProps {
  upload: (file: File, onProgress: (percent: number) => void) => Promise<UserFile>;
  onUploaded: (files: UserFile[]) => void;
}

/**
 * The upload modal's 'my device' source (spec §4): drop files or choose several, each with a
 * preview; Upload sends them one at a time with their progress; failed ones can be retried, and
 * when all are in their answers are handed over together.
 */
export function DeviceUpload({ upload, onUploaded }: DeviceUploadProps) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [sending, setSending] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const add = (files: FileList | null) => {
    if (files && files.length > 0) setItems((current) => [...current, ...queued([...files])]);
  };
  const send = async () => {
    setSending(true);
    const done = await sendQueue(retried(items), upload, setItems, (error) => errorMessageOf(error).message);
    setSending(false);
    if (allFinished(done)) onUploaded(done.map((item) => item.result as UserFile));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!sending) add(event.dataTransfer.files);
  };
  return (
    <div className={styles.device}>
      <button
        type="button"
        className={`${styles.dropZone} ${dragging ? styles.dragging : ''}`}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        disabled={sending}
      >
        <Upload size={22} aria-hidden />
        <span>Drag and drop files here or click to choose them</span>
      </button>
      <input ref={input} type="file" multiple hidden aria-label="Choose files" onChange={(event) => add(event.target.files)} />
      {items.length > 0 && (
        <ul className={styles.uploadList} aria-label="Files to upload">
          {items.map((item) => (
            <UploadItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onClick={send} loading={sending} disabled={items.length === 0 || allFinished(items)}>
          {hasFailed(items) ? 'Retry' : 'Upload'}
        </Button>
      </div>
    </div>
  );
}
