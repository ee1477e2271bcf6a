import type { Table } from '@cellar/core';
import { ConfirmDeleteModal } from '../../../ui/ConfirmDeleteModal';

/** The delete table confirmation: says the rows go with it; a failure stays in the modal (spec §8). */
export function DeleteTableModal({ table, onClose, onDelete }: { table: Table | null; onClose: () => void; onDelete: (table: Table) => Promise<void> }) {
  return (
    <ConfirmDeleteModal
      open={table !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${table?.name ?? ''}`}
      message={`Are you sure you want to delete the table ${table?.name}? It goes to the trash with all its rows, fields and views, and can be restored from there until the trash is emptied.`}
      confirmLabel="Delete table"
      onConfirm={async () => {
        if (table) await onDelete(table);
      }}
    />
  );
}
