import type { Application, GroupWithMembership } from '@cellar/core';
import { Plus } from 'lucide-react';
import type { CreatedByJob } from '../../api/jobsApi';
import { useServices } from '../../app/ServicesContext';
import { Skeleton } from '../../ui/Skeleton';
import { applicationsQueryKey } from '../applications/applicationKeys';
import { useGroupApplications } from '../applications/useApplications';
import { CreateNewMenu } from '../applications/CreateNewMenu';
import { DuplicationItem } from '../duplicate/DuplicationItem';
import { useDuplications } from '../duplicate/useDuplications';
import { upsertCachedItem } from '../groups/cachedList';
import { IconTip } from './IconTip';
import { SidebarApplication } from './SidebarApplication';
import styles from './Workspace.module.css';

/** The selected group's applications, the copies being made of them, then 'Create new' (spec §2). */
export function SidebarApplications({ group, collapsed }: { group: GroupWithMembership; collapsed: boolean }) {
  const { applications, isPending } = useGroupApplications(group.id);
  const { api, queryClient } = useServices();
  const duplications = useDuplications<CreatedByJob>();
  // The server also sends `application_created`; the upsert leaves one copy whichever comes first.
  const addCopy = (job: CreatedByJob) => {
    const copy = job.duplicated_application as Application | undefined;
    if (copy) upsertCachedItem<Application>(queryClient, applicationsQueryKey, copy, (existing) => existing.id === copy.id);
  };
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
            <SidebarApplication
              key={application.id}
              application={application}
              collapsed={collapsed}
              onDuplicate={() => void duplications.start(application.name, () => api.jobs.duplicateApplication(application.id))}
            />
          ))}
          {!collapsed &&
            duplications.items.map((duplication) => <DuplicationItem key={duplication.key} duplication={duplication} onFinished={addCopy} onGone={duplications.finish} />)}
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
