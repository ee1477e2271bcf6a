import type { GroupWithMembership } from '@cellar/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { applicationType } from '../applications/applicationTypes';
import { useGroupApplications } from '../applications/useApplications';
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
      onOpenChange={onOpenChange}
      title={`Delete ${group.name}`}
      message={
        <>
          Are you sure you want to delete the group <strong>{group.name}</strong>?
          {applications.length > 0
            ? ' It goes to the trash with the following applications and everything inside them, and can be restored from there until the trash is emptied:'
            : ' It goes to the trash, and can be restored from there until the trash is emptied.'}
        </>
      }
      dependents={applications.map((application) => {
        const Icon = applicationType(application.type).icon;
        return { key: application.id, name: application.name, icon: <Icon size={14} aria-hidden /> };
      })}
      confirmLabel="Delete group"
      onConfirm={confirm}
    />
  );
}
