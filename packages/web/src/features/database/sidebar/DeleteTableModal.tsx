import type { Table } from '@cellar/core';
import { ConfirmDeleteModal } from '../../../ui/ConfirmDeleteModal';

/** The delete table confirmation: says the rows go with it; a failure stays in the modal (spec §8). */
export function DeleteTableModal({ table, onClose, onDelete }: { table: Table | null; onClose: () => void; onDelete: (table: Table) => Promise<void> }) {
  return (
    <ConfirmDeleteModal
      open={table !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${table?.name ?? ''}`}
      message={`Are you sure you want to delete the table ${table?.name}? All its rows, fields and views will also be permanently deleted.`}
      confirmLabel="Delete table"
      onConfirm={async () => {
        if (table) await onDelete(table);
      }}
    />
  );
}
