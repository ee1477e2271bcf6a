import { LayoutDashboard, ListChecks, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState } from 'react';
import { Tooltip } from '../../ui/Tooltip';
import { useAuth } from '../auth/useAuth';
import { JobsModal } from '../jobs/JobsModal';
import { AdminSection } from './AdminSection';
import { SidebarLink } from './SidebarLink';
import { SidebarUser } from './SidebarUser';
import { WorkspaceSlot } from './WorkspaceSlot';
import styles from './Sidebar.module.css';

/** Props of Sidebar: whether it is collapsed, and the actions it triggers in the layout. */
export interface SidebarProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onOpenSettings: () => void;
}

/** The app sidebar: user block, main links, the workspace slot and the collapse control. */
export function Sidebar({ collapsed, onToggleCollapsed, onOpenSettings }: SidebarProps) {
  const { user } = useAuth();
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const [jobsOpen, setJobsOpen] = useState(false);
  return (
    <nav className={`${styles.sidebar} ${collapsed ? styles.collapsed : ''}`} aria-label="Main">
      <div className={styles.top}>
        <SidebarUser collapsed={collapsed} onOpenSettings={onOpenSettings} />
      </div>
      <div className={styles.section}>
        <SidebarLink to="/dashboard" icon={LayoutDashboard} label="Dashboard" collapsed={collapsed} />
        {user?.is_staff && <AdminSection collapsed={collapsed} />}
      </div>
      <WorkspaceSlot collapsed={collapsed} />
      <div className={styles.bottom}>
        <Tooltip content="Background jobs" disabled={!collapsed}>
          <button type="button" className={styles.item} onClick={() => setJobsOpen(true)} aria-label={collapsed ? 'Background jobs' : undefined}>
            <ListChecks size={16} className={styles.itemIcon} aria-hidden />
            {!collapsed && <span className={styles.itemLabel}>Background jobs</span>}
          </button>
        </Tooltip>
        <JobsModal open={jobsOpen} onOpenChange={setJobsOpen} />
        <Tooltip content={toggleLabel} disabled={!collapsed}>
          <button type="button" className={styles.item} onClick={onToggleCollapsed} aria-label={toggleLabel}>
            <ToggleIcon size={16} className={styles.itemIcon} aria-hidden />
            {!collapsed && <span className={styles.itemLabel}>Collapse</span>}
          </button>
        </Tooltip>
      </div>
    </nav>
  );
}
