import type { CellProps } from '../fieldUi';
import { cellText } from '../fieldValues';
import styles from '../shared/cells.module.css';

/** Long text on one line in the grid; the line breaks show when it is edited or enlarged. */
export function LongTextCell({ field, value }: CellProps) {
  return <div className={styles.text}>{cellText(field, value).replace(/\s*\n\s*/g, ' ')}</div>;
}
