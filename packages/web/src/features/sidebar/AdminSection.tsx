import { ChevronRight, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { adminTypes } from '../admin/adminTypes';
import { SidebarLink } from './SidebarLink';
import styles from './Sidebar.module.css';

/** The staff-only 'Admin' entry, expanding to one link per admin type (spec §2). */
export function AdminSection({ collapsed }: { collapsed: boolean }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => pathname.startsWith('/admin'));
  // Collapsed, there is no room for a tree: the admin pages are listed as icons directly.
  if (collapsed) {
    return (
      <>
        {adminTypes.map((admin) => (
          <SidebarLink key={admin.type} to={admin.path} icon={admin.icon} label={`Admin ${admin.name.toLowerCase()}`} collapsed />
        ))}
      </>
    );
  }
  return (
    <div>
      <button type="button" className={styles.item} aria-expanded={open} onClick={() => setOpen(!open)}>
        <ShieldCheck size={16} className={styles.itemIcon} aria-hidden />
        <span className={styles.itemLabel}>Admin</span>
        <ChevronRight size={14} className={`${styles.disclosure} ${open ? styles.disclosureOpen : ''}`} aria-hidden />
      </button>
      {open && (
        <div className={styles.children}>
          {adminTypes.map((admin) => (
            <SidebarLink key={admin.type} to={admin.path} icon={admin.icon} label={admin.name} collapsed={false} nested />
          ))}
        </div>
      )}
    </div>
  );
}
