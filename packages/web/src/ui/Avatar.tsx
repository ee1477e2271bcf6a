import { initials } from './initials';
import styles from './Avatar.module.css';

/** A coloured square with a person's initials; the name itself is read out instead of the letters. */
export function Avatar({ name, size = 28 }: { name: string; size?: number }) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }} aria-hidden>
      {initials(name) || '?'}
    </span>
  );
}
