import type { LucideIcon } from 'lucide-react';
import { Link, useMatch } from 'react-router-dom';
import { Tooltip } from '../../ui/Tooltip';
import styles from './Sidebar.module.css';

/** A sidebar entry linking to a page; collapsed, it shows the icon with the name as a tooltip. */
export function SidebarLink({ to, icon: Icon, label, collapsed, nested }: { to: string; icon: LucideIcon; label: string; collapsed: boolean; nested?: boolean }) {
  // NavLink's function className does not survive the tooltip's Slot, so the match is computed here.
  const active = useMatch({ path: to, end: false }) !== null;
  return (
    <Tooltip content={label} disabled={!collapsed}>
      <Link
        to={to}
        className={[styles.item, nested && styles.nested, active && styles.active].filter(Boolean).join(' ')}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? label : undefined}
      >
        <Icon size={16} className={styles.itemIcon} aria-hidden />
        {!collapsed && <span className={styles.itemLabel}>{label}</span>}
      </Link>
    </Tooltip>
  );
}
