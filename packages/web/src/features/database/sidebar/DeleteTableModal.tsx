import type { Table } from '@cellar/core';
import { useState } from 'react';
import { isApiError } from '../../../api/ApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import styles from './sidebarTables.module.css';

/** The delete table confirmation: says the rows go with it; a failure stays in the modal (spec §8). */
export function DeleteTableModal({ table, onClose, onDelete }: { table: Table | null; onClose: () => void; onDelete: (table: Table) => Promise<void> }) {
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!table) return;
    setDeleting(true);
    setError(null);
    try {
      await onDelete(table);
      close();
    } catch (failure) {
      setError(failure);
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Modal open={table !== null} onOpenChange={(open) => !open && close()} title={`Delete ${table?.name ?? ''}`}>
      <div className={styles.form}>
        <p>Are you sure you want to delete the table {table?.name}? All its rows, fields and views will also be permanently deleted.</p>
        {error !== null && (
          <Alert tone="error" title={isApiError(error) ? error.title : 'Action not completed.'}>
            {error instanceof Error ? error.message : String(error)}
          </Alert>
        )}
        <div className={styles.actions}>
          <Button onClick={close}>Cancel</Button>
          <Button variant="danger" loading={deleting} onClick={() => void confirm()}>
            Delete table
          </Button>
        </div>
      </div>
    </Modal>
  );
}
