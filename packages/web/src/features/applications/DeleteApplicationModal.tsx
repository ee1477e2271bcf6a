import type { Application } from '@cellar/core';
import { useNavigate } from 'react-router-dom';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { applicationType } from './applicationTypes';
import { useDeleteApplication } from './useDeleteApplication';
import { useIsApplicationOpen } from './useIsApplicationOpen';

/** 'Are you sure you want to delete the {type} {name}?', listing what is deleted with it (spec §2). */
export function DeleteApplicationModal({ application, open, onOpenChange }: { application: Application; open: boolean; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteApplication();
  const navigate = useNavigate();
  const isOpen = useIsApplicationOpen(application);
  const type = applicationType(application.type);
  const dependents = type.dependents(application);
  const typeName = type.name.toLowerCase();
  const confirm = async () => {
    await remove.mutateAsync(application.id);
    // A table of the deleted database was on screen; the dashboard is the only safe place left.
    if (isOpen) navigate('/dashboard');
  };
  return (
    <ConfirmDeleteModal
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${application.name}`}
      message={
        <>
          Are you sure you want to delete the {typeName} <strong>{application.name}</strong>?
          {dependents.names.length > 0
            ? ` It goes to the trash with the following ${dependents.plural}, and can be restored from there until the trash is emptied:`
            : ' It goes to the trash, and can be restored from there until the trash is emptied.'}
        </>
      }
      dependents={dependents.names.map((name, index) => ({ key: `${index}-${name}`, name }))}
      dependentsLabel={`${dependents.plural} that go to the trash with it`}
      confirmLabel={`Delete ${typeName}`}
      onConfirm={confirm}
    />
  );
}
