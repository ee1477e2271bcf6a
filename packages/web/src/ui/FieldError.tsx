import styles from './FieldError.module.css';

/**
 * The message under a form control that failed validation. Every form shows its field errors
 * through it, so all of them are announced alike: it is an alert, which a screen reader reads
 * as soon as it appears or changes (WCAG 3.3.1, 4.1.3), and the control names it with
 * `aria-describedby` and says `aria-invalid` (see `errorAttributes`).
 */
export function FieldError({ id, error, className }: { id: string; error: string | null | undefined; className?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className={[styles.error, className].filter(Boolean).join(' ')}>
      {error}
    </p>
  );
}

/** What the control with a FieldError carries: invalid while there is an error, described by its other notes and the error. */
export function errorAttributes(error: string | null | undefined, errorId: string, describedBy?: string) {
  const ids = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}
