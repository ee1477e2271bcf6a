import { Download } from 'lucide-react';
import styles from './export.module.css';

/** The finished export's file: a link the browser downloads, under the name the server gave it. */
export function DownloadLink({ url, fileName }: { url: string; fileName: string | null | undefined }) {
  return (
    <a className={styles.download} href={url} download={fileName ?? ''}>
      <Download size={15} aria-hidden />
      Download
    </a>
  );
}

/** Starts the browser's download of a file, for a notification's button when the dialog is closed. */
export function downloadFile(url: string, fileName: string | null | undefined): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? '';
  document.body.append(link);
  link.click();
  link.remove();
}
