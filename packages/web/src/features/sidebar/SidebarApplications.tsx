import type { GroupWithMembership } from '@cellar/core';
import { Plus } from 'lucide-react';
import { Skeleton } from '../../ui/Skeleton';
import { useGroupApplications } from '../applications/useApplications';
import { CreateNewMenu } from '../applications/CreateNewMenu';
import { IconTip } from './IconTip';
import { SidebarApplication } from './SidebarApplication';
import styles from './Workspace.module.css';

/** The selected group's applications, then 'Create new' (spec §2). */
export function SidebarApplications({ group, collapsed }: { group: GroupWithMembership; collapsed: boolean }) {
  const { applications, isPending } = useGroupApplications(group.id);
  return (
    <div className={styles.applications}>
      {isPending ? (
        <div className={styles.skeleton} role="status" aria-busy="true" aria-label="Loading applications">
          <Skeleton height={14} />
          <Skeleton height={14} width="70%" />
        </div>
      ) : (
        <ul className={styles.applicationList} aria-label={`Applications of ${group.name}`}>
          {applications.map((application) => (
            <SidebarApplication key={application.id} application={application} collapsed={collapsed} />
          ))}
        </ul>
      )}
      <CreateNewMenu
        groupId={group.id}
        side={collapsed ? 'right' : 'bottom'}
        trigger={
          <button type="button" className={`${styles.item} ${styles.createNew}`} aria-label={collapsed ? 'Create new' : undefined}>
            {collapsed ? (
              <IconTip label="Create new">
                <Plus size={16} className={styles.itemIcon} aria-hidden />
              </IconTip>
            ) : (
              <>
                <Plus size={16} className={styles.itemIcon} aria-hidden />
                <span className={styles.itemLabel}>Create new</span>
              </>
            )}
          </button>
        }
      />
    </div>
  );
}
