import type { SelectOption } from '@cellar/core';
import { colorClass } from './selectColors';
import styles from './singleSelect.module.css';

/** An option as cells and lists show it: its value on its colour. */
export function SelectOptionBadge({ option }: { option: Pick<SelectOption, 'value' | 'color'> }) {
  return (
    <span className={`${styles.badge} ${colorClass(option.color)}`} title={option.value}>
      {option.value}
    </span>
  );
}
