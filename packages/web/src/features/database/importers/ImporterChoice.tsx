import type { ImporterType } from '@cellar/core';
import { Table2, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { importers } from './registry';
import styles from './ImporterChoice.module.css';

const none: { type: null; label: string; icon: LucideIcon } = { type: null, label: 'Start with a new table', icon: Table2 };

/** A radio group of how a new table starts: empty with example content, or from one of the importers. */
export function ImporterChoice({ value, onChange }: { value: ImporterType | null; onChange: (type: ImporterType | null) => void }) {
  const group = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Would you like to import existing data?</legend>
      <div className={styles.choices}>
        {[none, ...importers].map(({ type, label, icon: Icon }) => (
          <label key={type ?? 'none'} className={styles.choice}>
            <input type="radio" name={group} className="visually-hidden" checked={value === type} onChange={() => onChange(type)} />
            <Icon size={18} aria-hidden />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
