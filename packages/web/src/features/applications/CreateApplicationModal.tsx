import { applicationLimits } from '@cellar/core';
import type { ApplicationTypeEntry } from './applicationTypes';
import { NameFormModal } from '../groups/NameFormModal';
import { useCreateApplication } from './useCreateApplication';

/** 'Create new {type name}' with a Name field and 'Add {type name}' (spec §2). */
export function CreateApplicationModal({ groupId, type, open, onOpenChange }: { groupId: number; type: ApplicationTypeEntry; open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateApplication(groupId, type.type);
  return (
    <NameFormModal
      open={open}
      onOpenChange={onOpenChange}
      title={`Create new ${type.name}`}
      submitLabel={`Add ${type.name}`}
      maxLength={applicationLimits.nameMaxLength}
      mutation={create}
    />
  );
}
