import { RotateCw } from 'lucide-react';
import { Skeleton } from '../../ui/Skeleton';
import { useApplications } from '../applications/useApplications';
import { useGroups } from '../groups/useGroups';
import { useSelectedGroup } from '../groups/useSelectedGroup';
import { GroupWorkspace } from './GroupWorkspace';
import { NoGroupSelected } from './NoGroupSelected';
import styles from './Workspace.module.css';

/** The sidebar's workspace: the selected group with its applications, or the groups to choose from (spec §2). */
export function WorkspaceSlot({ collapsed }: { collapsed: boolean }) {
  const groups = useGroups();
  // The app layout needs the applications too; they load alongside the groups.
  useApplications();
  const { group } = useSelectedGroup();

  let content;
  if (groups.isPending) {
    content = (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="Loading groups">
        <Skeleton height={22} />
        <Skeleton height={14} width="80%" />
        <Skeleton height={14} width="60%" />
      </div>
    );
  } else if (groups.isError) {
    content = (
      <div className={styles.noGroup}>
        {!collapsed && <p className={styles.hint}>Your groups couldn’t be loaded.</p>}
        <button type="button" className={`${styles.item} ${styles.createNew}`} aria-label="Try again" onClick={() => void groups.refetch()}>
          <RotateCw size={15} className={styles.itemIcon} aria-hidden />
          {!collapsed && <span className={styles.itemLabel}>Try again</span>}
        </button>
      </div>
    );
  } else if (group) {
    content = <GroupWorkspace group={group} collapsed={collapsed} />;
  } else {
    content = <NoGroupSelected groups={groups.data} collapsed={collapsed} />;
  }
  return (
    <div className={styles.workspace} data-slot="workspace" data-collapsed={collapsed || undefined}>
      {content}
    </div>
  );
}
