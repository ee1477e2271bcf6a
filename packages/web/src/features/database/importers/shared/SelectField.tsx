import { Dropdown } from '../../../../ui/Dropdown';
import styles from './importers.module.css';

/**
 * A labelled choice among an importer's options, in the app's own dropdown like every other
 * choice of the create-table dialog. Its name carries the current choice, as RoleSelect's does,
 * so a screen reader hears both; long lists (the encodings) get a search box.
 */
export function SelectField<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: readonly { value: V; label: string }[]; onChange: (value: V) => void }) {
  const current = options.find((option) => option.value === value)?.label ?? '';
  return (
    <div className={styles.selectField}>
      <span className={styles.label} aria-hidden>
        {label}
      </span>
      <Dropdown options={options} value={value} onChange={onChange} searchable={options.length > 10} aria-label={`${label}: ${current}`} />
    </div>
  );
}
