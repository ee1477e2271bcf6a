import { Link, type LinkProps } from 'react-router-dom';
import styles from './Button.module.css';
import type { ButtonSize, ButtonVariant } from './Button';

/** A link that looks like a Button, for navigation that reads as an action ("Log in"). */
export function ButtonLink({ variant = 'secondary', size = 'md', fullWidth, className, children, ...rest }: LinkProps & { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean }) {
  const classes = [styles.button, styles[variant], styles[size], fullWidth && styles.full, styles.link, className].filter(Boolean).join(' ');
  return (
    <Link className={classes} {...rest}>
      <span className={styles.content}>{children}</span>
    </Link>
  );
}
