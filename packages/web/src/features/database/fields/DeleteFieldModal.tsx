import type { Field } from '@cellar/core';
import { useState } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import styles from './form/fieldForm.module.css';

/** The delete field confirmation of spec §2; failures stay in the modal. */
export function DeleteFieldModal({ field, onClose, onDelete }: { field: Field | null; onClose: () => void; onDelete: (field: Field) => Promise<void> }) {
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!field) return;
    setDeleting(true);
    setError(null);
    try {
      await onDelete(field);
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Modal open={field !== null} onOpenChange={(open) => !open && close()} title={`Delete ${field?.name ?? ''}`}>
      <div className={styles.form}>
        <p>
          Are you sure you want to delete the field {field?.name}? All the data, filters and sortings related to the field will be permanently deleted.
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" loading={deleting} onClick={() => void confirm()}>
            Delete field
          </Button>
        </div>
      </div>
    </Modal>
  );
}
