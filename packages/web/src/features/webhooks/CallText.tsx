import { useId } from 'react';
import styles from './webhooks.module.css';

/** A call's request or response as text, in a scrollable block a keyboard can reach and scroll. */
export function CallText({ label, text }: { label: string; text: string }) {
  const id = useId();
  return (
    <div className={styles.callText}>
      <p id={id} className={styles.callTextLabel}>
        {label}
      </p>
      {/* Focusable so a keyboard can scroll a long body (axe's scrollable-region-focusable). */}
      <pre className={styles.pre} tabIndex={0} aria-labelledby={id}>
        <code>{text}</code>
      </pre>
    </div>
  );
}
