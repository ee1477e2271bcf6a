import { Link, Outlet } from 'react-router-dom';
import { useSettings } from '../features/settings/useSettings';
import { Logo } from '../ui/Logo';
import styles from './LoginLayout.module.css';

/** The login layout of spec §2: a centred box on a quiet background; loads the settings its pages need. */
export function LoginLayout() {
  useSettings();
  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <Link to="/" aria-label="Cellar home">
          <Logo size={28} />
        </Link>
      </header>
      <main className={styles.box}>
        <Outlet />
      </main>
      <footer className={styles.footer}>Cellar · the open-source, self-hosted database</footer>
    </div>
  );
}
