import { useId, type ReactNode } from 'react';
import styles from './settings.module.css';

/** A labelled control in a type's settings; the control gets the id for its label. */
export function SettingsRow({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
