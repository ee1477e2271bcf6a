import { Download } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import styles from './export.module.css';

/**
 * The finished export's file: a link the browser downloads, under the name the server gave it. It
 * takes focus when it appears, as it replaces the Cancel button that had it (React's autoFocus skips links).
 */
export function DownloadLink({ url, fileName }: { url: string; fileName: string | null | undefined }) {
  const link = useRef<HTMLAnchorElement>(null);
  // Focused as it is put on the page, before the browser paints: never a moment with focus on the body.
  useLayoutEffect(() => link.current?.focus(), []);
  return (
    <a ref={link} className={styles.download} href={url} download={fileName ?? ''}>
      <Download size={15} aria-hidden />
      Download
    </a>
  );
}

/** Starts the browser's download of a file, for a notification's button when the dialog is closed. */
export function downloadFile(url: string, fileName: string | null | undefined): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName ?? '';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
