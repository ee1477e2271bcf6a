import type { CellProps } from '../fieldUi';
import { OptionChips } from './OptionChips';
import { shownOptions } from './multipleSelectValues';
import styles from './multipleSelect.module.css';

/** A multiple select cell: its options as chips, in the order they were chosen. */
export function MultipleSelectCell({ field, value }: CellProps) {
  return (
    <div className={styles.cell}>
      <OptionChips options={shownOptions(field, value)} fieldName={field.name} />
    </div>
  );
}
