import type { CellProps } from '../fieldUi';
import { SelectOptionBadge } from './SelectOptionBadge';
import { shownOption } from './selectValues';
import styles from './singleSelect.module.css';

/** A single select cell: the chosen option's badge, or nothing. */
export function SingleSelectCell({ field, value }: CellProps) {
  const option = shownOption(field, value);
  return <div className={styles.cell}>{option && <SelectOptionBadge option={option} />}</div>;
}
