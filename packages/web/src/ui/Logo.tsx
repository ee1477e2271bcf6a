import styles from './Logo.module.css';

/** Cellar's mark: a table of cells, one of them lit in the accent colour. */
export function LogoMark({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable="false">
      <rect width="24" height="24" rx="6" fill="var(--accent)" />
      <rect x="5" y="5" width="6" height="6" rx="1.5" fill="#fff" />
      <rect x="13" y="5" width="6" height="6" rx="1.5" fill="#fff" opacity="0.55" />
      <rect x="5" y="13" width="6" height="6" rx="1.5" fill="#fff" opacity="0.55" />
      <rect x="13" y="13" width="6" height="6" rx="1.5" fill="#fff" opacity="0.55" />
    </svg>
  );
}

/** The mark with the word "Cellar"; the word can be hidden where space is short. */
export function Logo({ size = 24, withWord = true }: { size?: number; withWord?: boolean }) {
  return (
    <span className={styles.logo}>
      <LogoMark size={size} />
      {withWord ? <span className={styles.word}>Cellar</span> : <span className="visually-hidden">Cellar</span>}
    </span>
  );
}
