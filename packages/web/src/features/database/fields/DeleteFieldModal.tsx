import type { Field } from '@cellar/core';
import { ConfirmDeleteModal } from '../../../ui/ConfirmDeleteModal';

/** Props of the delete field confirmation. */
export interface DeleteFieldModalProps {
  field: Field | null;
  onClose: () => void;
  onDelete: (field: Field) => Promise<void>;
  /** Where focus goes when it closes (the grid). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The delete field confirmation of spec §2; failures stay in the modal. */
export function DeleteFieldModal({ field, onClose, onDelete, onCloseAutoFocus }: DeleteFieldModalProps) {
  return (
    <ConfirmDeleteModal
      open={field !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${field?.name ?? ''}`}
      message={`Are you sure you want to delete the field ${field?.name}? It goes to the trash with its data, filters and sortings, and can be restored from there until the trash is emptied.`}
      confirmLabel="Delete field"
      onConfirm={async () => {
        if (field) await onDelete(field);
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
