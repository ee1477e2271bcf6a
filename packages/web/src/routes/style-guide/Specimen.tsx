import type { ReactNode } from 'react';
import styles from './StyleGuide.module.css';

/** One component on the style guide: a heading, a sentence on when to use it, and live examples. */
export function Specimen({ id, title, usage, children }: { id: string; title: string; usage: ReactNode; children: ReactNode }) {
  return (
    <section id={id} className={styles.specimen} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.specimenTitle}>
        {title}
      </h2>
      <p className={styles.usage}>{usage}</p>
      <div className={styles.preview}>{children}</div>
    </section>
  );
}

/** A labelled row of examples inside a specimen. */
export function Row({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      {label && <span className={styles.rowLabel}>{label}</span>}
      <div className={styles.rowItems}>{children}</div>
    </div>
  );
}
