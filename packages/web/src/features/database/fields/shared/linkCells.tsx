import { hasUrlScheme } from '@cellar/core';
import type { CellProps } from '../fieldUi';
import { cellText } from '../fieldValues';
import styles from './cells.module.css';

// User text only ever lands in text nodes and attribute values, never in markup.
function LinkCell({ text, href }: { text: string; href: string | null }) {
  return (
    <div className={styles.text}>
      {text && !href && text}
      {text && href && (
        <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer" draggable={false}>
          {text}
        </a>
      )}
    </div>
  );
}

/** Where a URL cell may link: web and ftp addresses only, so a `javascript:` text can never run. */
export function safeHref(text: string): string | null {
  if (/^(https?|ftps?):\/\//i.test(text.trim())) return text.trim();
  return hasUrlScheme(text) ? null : `https://${text.trim()}`;
}

/** A URL cell: the link opens in a new tab; text without a scheme gets https://. */
export function UrlCell({ field, value }: CellProps) {
  const text = cellText(field, value);
  return <LinkCell text={text} href={safeHref(text)} />;
}

/** An e-mail cell linking to a new message. */
export function EmailCell({ field, value }: CellProps) {
  const text = cellText(field, value);
  return <LinkCell text={text} href={`mailto:${text}`} />;
}

/** A phone number cell linking to a call. */
export function PhoneCell({ field, value }: CellProps) {
  const text = cellText(field, value);
  return <LinkCell text={text} href={`tel:${text.replace(/[^0-9+]/g, '')}`} />;
}
