import { Check } from 'lucide-react';
import type { CellProps, EditorProps } from '../fieldUi';
import styles from '../shared/cells.module.css';

/** A checkbox cell; the grid flips it on click, Enter or Space (data-toggle marks the box). */
export function BooleanCell({ field, value }: Pick<CellProps, 'field' | 'value'>) {
  const checked = value === true;
  return (
    <div className={styles.checkboxCell}>
      <span className={styles.checkbox} role="checkbox" aria-checked={checked} aria-label={field.name} data-toggle>
        {checked && <Check size={13} strokeWidth={3} aria-hidden />}
      </span>
    </div>
  );
}

/** Booleans have no editor: activating the cell flips it, so "editing" shows the same box. */
export function BooleanEditor({ field, value }: EditorProps) {
  return <BooleanCell field={field} value={value} />;
}
