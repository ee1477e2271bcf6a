import { ChevronsUpDown, LogOut, Settings } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Avatar } from '../../ui/Avatar';
import { Menu, MenuItem, MenuSeparator } from '../../ui/Menu';
import { useAuth } from '../auth/useAuth';
import styles from './Sidebar.module.css';

/** The user block at the top of the sidebar: initials, first name, username, and the user menu. */
export function SidebarUser({ collapsed, onOpenSettings }: { collapsed: boolean; onOpenSettings: () => void }) {
  const { user, store } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const logoff = () => {
    store.logoff();
    navigate('/login');
  };
  return (
    <Menu
      align="start"
      minWidth={220}
      header={
        <div className={styles.menuHeader}>
          <span className={styles.menuName}>{user.first_name}</span>
          <span className={styles.menuEmail}>{user.username}</span>
        </div>
      }
      trigger={
        // Collapsed, the button shows only initials; expanded, its name starts from the visible name (WCAG 2.5.3).
        <button type="button" className={styles.user} aria-label={collapsed ? `Account menu for ${user.first_name}` : undefined}>
          <Avatar name={user.first_name} size={28} />
          {!collapsed && (
            <>
              <span className="visually-hidden">Account menu for </span>
              <span className={styles.userText}>
                <span className={styles.userName}>{user.first_name}</span>
                <span className={styles.userEmail}>{user.username}</span>
              </span>
              <ChevronsUpDown size={14} className={styles.userChevron} aria-hidden />
            </>
          )}
        </button>
      }
    >
      <MenuItem icon={<Settings size={15} />} onSelect={onOpenSettings}>
        Settings
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon={<LogOut size={15} />} onSelect={logoff}>
        Log out
      </MenuItem>
    </Menu>
  );
}
