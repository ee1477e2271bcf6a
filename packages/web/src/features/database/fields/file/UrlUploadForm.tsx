import type { UserFile } from '@cellar/core';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../../api';
import { Button } from '../../../../ui/Button';
import { TextField } from '../../../../ui/TextField';
import styles from './file.module.css';

const invalidUrlMessage = 'A valid URL is required.';

function isValidUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The upload modal's 'a URL' source: one URL, checked before it is sent (spec §4). */
export function UrlUploadForm({ upload, onUploaded }: { upload: (url: string) => Promise<UserFile>; onUploaded: (files: UserFile[]) => void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidUrl(url)) return setError(invalidUrlMessage);
    setError(null);
    setBusy(true);
    try {
      onUploaded([await upload(url.trim())]);
    } catch (failure) {
      setError(errorMessageOf(failure).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.urlForm} onSubmit={submit} noValidate>
      <TextField label="URL" value={url} onChange={(event) => setUrl(event.target.value)} placeholder="https://" error={error ?? undefined} autoFocus />
      <Button type="submit" variant="primary" loading={busy}>
        Upload
      </Button>
    </form>
  );
}
