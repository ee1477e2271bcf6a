import { groupLimits } from '@cellar/core';
import { NameFormModal } from './NameFormModal';
import { useCreateGroup } from './useCreateGroup';

/** 'Create new group': one Name field and 'Add group'; the new group becomes the selected one. */
export function CreateGroupModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateGroup();
  return (
    <NameFormModal
      open={open}
      onOpenChange={onOpenChange}
      title="Create new group"
      submitLabel="Add group"
      placeholder="Marketing"
      maxLength={groupLimits.nameMaxLength}
      mutation={create}
    />
  );
}
