import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

/**
 * The inside of the login layout's box: a heading, a line under it, the form and a footer line.
 * A subtitle of text is a paragraph; one made of elements (an invitation's message with its
 * quote) holds paragraphs of its own, which a paragraph may not contain.
 */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const Subtitle = typeof subtitle === 'string' ? 'p' : 'div';
  return (
    <div className={styles.card}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <Subtitle className={styles.subtitle}>{subtitle}</Subtitle>}
      </header>
      {children}
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </div>
  );
}
