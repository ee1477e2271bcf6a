import styles from './Spinner.module.css';

/** A small rotating ring for "working on it"; labelled for screen readers unless decorative. */
export function Spinner({ size = 16, label = 'Loading', decorative = false }: { size?: number; label?: string; decorative?: boolean }) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      role={decorative ? undefined : 'status'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
    />
  );
}
