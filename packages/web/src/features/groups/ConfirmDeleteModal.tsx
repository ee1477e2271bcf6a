import type { ReactNode } from 'react';
import { FormError } from '../auth/FormError';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import styles from './dialogs.module.css';

/** Props of ConfirmDeleteModal: what is deleted, and the request that deletes it. */
export interface ConfirmDeleteModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  confirmLabel: string;
  children: ReactNode;
  onConfirm: () => Promise<unknown>;
  isPending: boolean;
  error: unknown;
}

/** A confirmation for a permanent delete; a failure stays in the dialog's error area (spec §8). */
export function ConfirmDeleteModal({ open, onOpenChange, title, confirmLabel, children, onConfirm, isPending, error }: ConfirmDeleteModalProps) {
  const confirm = async () => {
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Shown through `error`.
    }
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
      <div className={styles.form}>
        <FormError error={error} />
        {children}
        <div className={styles.actions}>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button variant="danger" loading={isPending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
