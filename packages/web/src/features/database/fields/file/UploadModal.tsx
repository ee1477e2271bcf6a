import type { UserFile } from '@cellar/core';
import { Globe, Monitor } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Modal } from '../../../../ui/Modal';
import { DeviceUpload } from './DeviceUpload';
import { UrlUploadForm } from './UrlUploadForm';
import { useUploader } from './UploaderContext';
import styles from './file.module.css';

type Source = 'device' | 'url';
const sources: { id: Source; label: string; Icon: typeof Monitor }[] = [
  { id: 'device', label: 'my device', Icon: Monitor },
  { id: 'url', label: 'a URL', Icon: Globe },
];

// The modal may be opened from a grid cell's editor: its presses and keys are its own, not the grid's.
const keepKeys = (event: KeyboardEvent) => event.stopPropagation();

/** Props of the upload modal: whether it shows, and where the uploaded files go. */
export interface UploadModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUploaded: (files: UserFile[]) => void;
}

/** The file upload modal (spec §4): 'Upload from' my device or a URL, chosen in its sidebar. */
export function UploadModal({ open, onOpenChange, onUploaded }: UploadModalProps) {
  const [source, setSource] = useState<Source>('device');
  const uploader = useUploader();
  const finish = (files: UserFile[]) => {
    onUploaded(files);
    onOpenChange(false);
  };
  const sidebar = (
    <nav aria-label="Upload from" data-grid-editor onKeyDown={keepKeys}>
      <h2 className={styles.sidebarTitle}>Upload from</h2>
      <ul className={styles.sources}>
        {sources.map(({ id, label, Icon }) => (
          <li key={id}>
            <button type="button" className={`${styles.source} ${source === id ? styles.activeSource : ''}`} aria-current={source === id ? 'page' : undefined} onClick={() => setSource(id)}>
              <Icon size={16} aria-hidden />
              {label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={source === 'device' ? 'Upload from my device' : 'Upload from a URL'} sidebar={sidebar}>
      <div data-grid-editor onKeyDown={keepKeys}>
        {source === 'device' ? <DeviceUpload upload={uploader.uploadFile} onUploaded={finish} /> : <UrlUploadForm upload={uploader.uploadViaUrl} onUploaded={finish} />}
      </div>
    </Modal>
  );
}
