import { useEffect, useMemo } from 'react';
import { FileImage } from 'lucide-react';
import type { UploadItem } from './uploadQueue';
import styles from './file.module.css';

const stateLabels = { waiting: 'Waiting', uploading: 'Uploading', finished: 'Uploaded', failed: 'Failed' } as const;

// A 48×48 preview of a chosen image, read locally before anything is sent; released with the row.
function usePreviewUrl(file: File): string | null {
  const url = useMemo(() => (file.type.startsWith('image/') && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/** One chosen file: its preview, name, state and, while it is sent, its progress as a percentage. */
export function UploadItemRow({ item }: { item: UploadItem }) {
  const preview = usePreviewUrl(item.file);
  return (
    <li className={styles.uploadItem} data-state={item.state}>
      {preview ? <img className={styles.smallThumb} src={preview} alt="" /> : <span className={styles.smallIcon} aria-hidden><FileImage size={18} /></span>}
      <div className={styles.uploadInfo}>
        <span className={styles.uploadName}>{item.file.name}</span>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={`Upload of ${item.file.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.percent}
          aria-valuetext={`${stateLabels[item.state]}, ${item.percent}%`}
        >
          <div className={styles.progressBar} style={{ width: `${item.percent}%` }} />
        </div>
        <span className={item.state === 'failed' ? styles.uploadError : styles.uploadState}>{item.state === 'failed' ? (item.error ?? stateLabels.failed) : `${stateLabels[item.state]} ${item.percent}%`}</span>
      </div>
    </li>
  );
}
