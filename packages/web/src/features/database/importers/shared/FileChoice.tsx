import { Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../../ui/Button';
import { errorAttributes, FieldError } from '../../../../ui/FieldError';
import styles from './importers.module.css';

/** A button that opens the file picker, the chosen file's name with a note about it, and the error when one is required. */
export function FileChoice({
  label,
  accept,
  file,
  note,
  error,
  disabled,
  onFile,
}: {
  label: string;
  accept: string;
  file: File | null;
  note?: string | null;
  error: string | null;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const noteId = useId();
  const errorId = useId();
  return (
    <div className={styles.fileChoice}>
      <div className={styles.fileRow}>
        <Button icon={<Upload size={14} aria-hidden />} disabled={disabled} onClick={() => input.current?.click()} {...errorAttributes(error, errorId, note ? `${nameId} ${noteId}` : nameId)}>
          {label}
        </Button>
        <span id={nameId} className={file ? styles.fileName : styles.noFile}>
          {file ? file.name : 'No file chosen'}
        </span>
      </div>
      {note && (
        <p id={noteId} className={styles.help}>
          {note}
        </p>
      )}
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onFile(chosen);
          // Cleared, so choosing the same file again (after fixing it on disk) reads it again.
          event.target.value = '';
        }}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
