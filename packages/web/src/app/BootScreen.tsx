import { LogoMark } from '../ui/Logo';
import styles from './BootScreen.module.css';

/** Shown while the session is restored on a reload; the mark only fades in if that takes a moment. */
export function BootScreen() {
  return (
    <div className={styles.boot} role="status" aria-label="Loading Cellar">
      <LogoMark size={36} />
    </div>
  );
}
