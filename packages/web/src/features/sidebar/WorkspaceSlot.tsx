import styles from './Sidebar.module.css';

/**
 * Where the group switcher, the group's applications and 'Create new' will live (spec §2).
 * Groups arrive in the next issue; until then the region stays empty rather than showing
 * controls that do nothing.
 */
export function WorkspaceSlot({ collapsed }: { collapsed: boolean }) {
  return <div className={styles.workspace} data-slot="workspace" data-collapsed={collapsed || undefined} />;
}
