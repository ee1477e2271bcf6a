import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styles from './Button.module.css';
import { Spinner } from './Spinner';

/** The visual weight of a button: one primary action per view, the rest quieter. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
/** Button heights follow the control sizes of the tokens. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of Button: a native button plus variant, size, loading state and optional icons. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  icon?: ReactNode;
  iconRight?: ReactNode;
  fullWidth?: boolean;
}

/** The one button of the app; while loading it keeps its width and refuses clicks. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', loading = false, icon, iconRight, fullWidth, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  const classes = [styles.button, styles[variant], styles[size], fullWidth && styles.full, loading && styles.loading, !children && styles.iconOnly, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button ref={ref} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && (
        <span className={styles.spinner}>
          <Spinner size={size === 'sm' ? 12 : 14} decorative />
        </span>
      )}
      <span className={styles.content}>
        {icon}
        {children}
        {iconRight}
      </span>
    </button>
  );
});
