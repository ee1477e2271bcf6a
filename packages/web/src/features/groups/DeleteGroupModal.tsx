import type { GroupWithMembership } from '@cellar/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { applicationType } from '../applications/applicationTypes';
import { useGroupApplications } from '../applications/useApplications';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import styles from './dialogs.module.css';
import { useDeleteGroup } from './useDeleteGroup';

/** 'Delete {group name}': lists the applications that go with the group, then 'Delete group'. */
export function DeleteGroupModal({ group, open, onOpenChange }: { group: GroupWithMembership; open: boolean; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteGroup();
  const { applications } = useGroupApplications(group.id);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const showsOneOfThem = applications.some((application) => applicationType(application.type).openApplicationId(pathname) === application.id);
  const confirm = async () => {
    await remove.mutateAsync(group.id);
    // The open page belonged to the group; there is nothing left to show there.
    if (showsOneOfThem) navigate('/dashboard');
  };
  return (
    <ConfirmDeleteModal
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      title={`Delete ${group.name}`}
      confirmLabel="Delete group"
      onConfirm={confirm}
      isPending={remove.isPending}
      error={remove.error}
    >
      <p className={styles.text}>
        Are you sure you want to delete the group <strong>{group.name}</strong>?
        {applications.length > 0 ? ' The following applications, including everything inside them, will also be permanently deleted:' : ' This cannot be undone.'}
      </p>
      {applications.length > 0 && (
        <ul className={styles.dependents}>
          {applications.map((application) => {
            const Icon = applicationType(application.type).icon;
            return (
              <li key={application.id}>
                <Icon size={14} aria-hidden />
                {application.name}
              </li>
            );
          })}
        </ul>
      )}
    </ConfirmDeleteModal>
  );
}
