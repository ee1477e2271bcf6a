import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import styles from './Checkbox.module.css';

/** Props of Checkbox; `indeterminate` shows a dash for "some of them". */
export interface CheckboxProps {
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  /** Keeps the label for screen readers only, where a column heading already says it to the eye. */
  hideLabel?: boolean;
  disabled?: boolean;
}

/** A labelled checkbox for choices inside forms and lists. */
export function Checkbox({ checked, onCheckedChange, label, hideLabel, disabled }: CheckboxProps) {
  const id = useId();
  return (
    <div className={styles.row}>
      <RadixCheckbox.Root
        id={id}
        className={styles.box}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          {checked === 'indeterminate' ? <Minus size={12} strokeWidth={3} /> : <Check size={12} strokeWidth={3} />}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
    </div>
  );
}
