import type { SelectOption } from '@cellar/core';
import { X } from 'lucide-react';
import { colorClass } from '../single-select/selectColors';
import styles from './multipleSelect.module.css';

/** Props of OptionChips; without `onRemove` the chips only show. */
export interface OptionChipsProps {
  options: readonly SelectOption[];
  fieldName: string;
  onRemove?: (option: SelectOption) => void;
}

/** Chosen options as chips in their colours, each with a remove button when editable. */
export function OptionChips({ options, fieldName, onRemove }: OptionChipsProps) {
  return (
    <>
      {options.map((option) => (
        <span key={option.id} className={`${styles.chip} ${colorClass(option.color)}`} title={option.value} data-option-chip>
          <span className={styles.chipText}>{option.value}</span>
          {onRemove && (
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={`Remove ${option.value} from ${fieldName}`}
              // Keep focus in the search box, so the keys keep working after a click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onRemove(option)}
            >
              <X size={11} aria-hidden />
            </button>
          )}
        </span>
      ))}
    </>
  );
}
