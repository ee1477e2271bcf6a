import type { LinkedRow } from '@cellar/core';
import { X } from 'lucide-react';
import styles from './linkRow.module.css';

/** Props of LinkChips; without `onRemove` the chips are read-only. */
export interface LinkChipsProps {
  links: LinkedRow[];
  fieldName: string;
  onRemove?: (link: LinkedRow) => void;
}

/** The linked rows' primary values as chips, each with a remove button when editable. */
export function LinkChips({ links, fieldName, onRemove }: LinkChipsProps) {
  return (
    <>
      {links.map((link) => (
        <span key={link.id} className={styles.chip} data-link-chip>
          <span className={styles.chipText}>{link.value || 'unnamed row ' + link.id}</span>
          {onRemove && (
            <button type="button" className={styles.chipRemove} aria-label={`Remove ${link.value || `row ${link.id}`} from ${fieldName}`} onClick={() => onRemove(link)}>
              <X size={11} aria-hidden />
            </button>
          )}
        </span>
      ))}
    </>
  );
}
