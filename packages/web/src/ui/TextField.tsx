import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { errorAttributes, FieldError } from './FieldError';
import styles from './TextField.module.css';

/** Props of TextField: a native input with its label, optional help text and error message. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  help?: ReactNode;
  error?: string | null;
  /** Something beside the label, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
  icon?: ReactNode;
}

/** A labelled input; the error replaces the help text, describes the input and is announced as it appears. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, help, error, labelAside, icon, id, className, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const helpId = `${inputId}-help`;
  const errorId = `${inputId}-error`;
  const showHelp = Boolean(help) && !error;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className={styles.control}>
        {icon && <span className={styles.icon}>{icon}</span>}
        <input
          ref={ref}
          id={inputId}
          className={[styles.input, icon && styles.withIcon].filter(Boolean).join(' ')}
          {...errorAttributes(error, errorId, showHelp ? helpId : undefined)}
          {...rest}
        />
      </div>
      {showHelp && (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
});
