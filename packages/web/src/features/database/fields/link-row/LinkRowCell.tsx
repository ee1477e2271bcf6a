import type { CellProps } from '../fieldUi';
import { LinkChips } from './LinkChips';
import { shownLinks } from './linkRowValues';
import styles from './linkRow.module.css';

/** A link cell: its linked rows' primary values as chips. */
export function LinkRowCell({ field, value }: CellProps) {
  return (
    <div className={styles.cell}>
      <LinkChips links={shownLinks(value)} fieldName={field.name} />
    </div>
  );
}
