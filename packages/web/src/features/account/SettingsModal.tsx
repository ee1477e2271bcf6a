import { useState } from 'react';
import { Avatar } from '../../ui/Avatar';
import { Modal } from '../../ui/Modal';
import { useAuth } from '../auth/useAuth';
import { settingsPages } from './settingsPages';
import styles from './SettingsModal.module.css';

/** The personal settings modal: a sidebar of pages beside the chosen one, opening on 'Password'. */
export function SettingsModal({ open, onOpenChange, initialPage = 'password' }: { open: boolean; onOpenChange: (open: boolean) => void; initialPage?: string }) {
  const { user } = useAuth();
  const [pageType, setPageType] = useState(initialPage);
  const page = settingsPages.find((candidate) => candidate.type === pageType) ?? settingsPages[0];
  if (!page) return null;
  const handleOpenChange = (next: boolean) => {
    // Reopening starts from the default page and a fresh form.
    if (!next) setPageType(initialPage);
    onOpenChange(next);
  };
  const sidebar = (
    <div>
      <div className={styles.identity}>
        <Avatar name={user?.first_name ?? ''} size={32} />
        <span className={styles.heading}>Settings</span>
      </div>
      <ul className={styles.nav}>
        {settingsPages.map(({ type, name, icon: Icon }) => (
          <li key={type}>
            <button
              type="button"
              className={`${styles.navItem} ${type === page.type ? styles.active : ''}`}
              aria-current={type === page.type ? 'page' : undefined}
              onClick={() => setPageType(type)}
            >
              <Icon size={15} aria-hidden />
              {name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <Modal open={open} onOpenChange={handleOpenChange} title={page.title} hideTitle={page.hideTitle} sidebar={sidebar}>
      <page.Component key={`${page.type}-${open}`} />
    </Modal>
  );
}
