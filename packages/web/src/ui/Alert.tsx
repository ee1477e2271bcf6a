import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './Alert.module.css';

/** The four tones shared by alerts and notifications. */
export type Tone = 'info' | 'success' | 'warning' | 'error';

/** The icon that goes with each tone, so alerts and notifications read alike. */
export const toneIcons = { info: Info, success: CheckCircle2, warning: AlertTriangle, error: XCircle } as const;

/** An inline message inside a page or form; errors are announced at once, the rest politely. */
export function Alert({ tone = 'info', title, children, action }: { tone?: Tone; title?: ReactNode; children?: ReactNode; action?: ReactNode }) {
  const Icon = toneIcons[tone];
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon className={styles.icon} size={16} aria-hidden />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.text}>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
}
