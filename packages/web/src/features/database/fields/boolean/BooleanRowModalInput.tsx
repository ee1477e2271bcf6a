import { Check } from 'lucide-react';
import type { RowModalInputProps } from '../fieldUi';
import styles from '../shared/cells.module.css';

/** The row modal's checkbox: every click saves. */
export function BooleanRowModalInput({ field, value, onSave, id }: RowModalInputProps) {
  const checked = value === true;
  return (
    <div>
      <button type="button" id={id} role="checkbox" aria-checked={checked} aria-label={field.name} className={styles.checkbox} onClick={() => onSave(!checked)}>
        {checked && <Check size={13} strokeWidth={3} aria-hidden />}
      </button>
    </div>
  );
}
