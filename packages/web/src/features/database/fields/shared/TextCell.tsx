import type { CellProps } from '../fieldUi';
import { cellText } from '../fieldValues';
import styles from './cells.module.css';

/** A value as one line of text, cut off with an ellipsis. */
export function TextCell({ field, value }: CellProps) {
  return <div className={styles.text}>{cellText(field, value)}</div>;
}

/** A number, right-aligned so digits line up. */
export function NumberCell({ field, value }: CellProps) {
  return <div className={styles.number}>{cellText(field, value)}</div>;
}
