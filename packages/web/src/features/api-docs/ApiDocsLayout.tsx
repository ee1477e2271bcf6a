import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../ui/Logo';
import styles from './ApiDocs.module.css';

/** The documentation's frame: a navigation sidebar beside the content, outside the app's own layout. */
export function ApiDocsLayout({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <div className={styles.brand}>
          <Logo />
          <span className={styles.brandLabel}>API documentation</span>
        </div>
        <Link to="/dashboard" className={styles.back}>
          <ArrowLeft size={14} aria-hidden />
          Back to the dashboard
        </Link>
        {nav}
      </aside>
      <main className={styles.main}>{children}</main>
    </div>
  );
}

/** One link of the sidebar; `depth` 1 indents it under the link before. */
export function NavLink({ href, depth = 0, children }: { href: string; depth?: 0 | 1; children: ReactNode }) {
  return (
    <li>
      <a href={href} className={depth === 1 ? styles.navSubItem : styles.navItem}>
        {children}
      </a>
    </li>
  );
}
