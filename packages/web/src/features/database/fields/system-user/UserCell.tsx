import type { CellUser } from '@cellar/core';
import type { CellProps } from '../fieldUi';
import styles from '../read-only/readOnly.module.css';

/** Who created or last changed a row: an initial as a small avatar, then the name. */
export function UserCell({ value }: CellProps) {
  const user = value as CellUser | null;
  if (!user) return <div className={styles.user} />;
  return (
    <div className={styles.user}>
      <span className={styles.initial} aria-hidden="true">
        {user.name.slice(0, 1).toUpperCase()}
      </span>
      <span>{user.name}</span>
    </div>
  );
}
