import { useState, type Key, type ReactNode } from 'react';
import { errorMessageOf } from '../api/ApiError';
import { Alert } from './Alert';
import { Button } from './Button';
import { Modal } from './Modal';
import styles from './ConfirmDeleteModal.module.css';

/** One thing deleted along with the confirmed one, e.g. a table of a database. */
export interface DeleteDependent {
  key: Key;
  name: string;
  icon?: ReactNode;
}

/** Props of ConfirmDeleteModal: the wording, what goes with it, and the request that deletes it. */
export interface ConfirmDeleteModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question in the spec's wording; the modal sets it as a paragraph. */
  message: ReactNode;
  /** What is deleted with it, listed under the message; nothing is listed when absent or empty. */
  dependents?: readonly DeleteDependent[];
  dependentsLabel?: string;
  confirmLabel: string;
  /** Deletes; the modal closes when it resolves and shows the error when it rejects. */
  onConfirm: () => Promise<unknown>;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The confirmation before a permanent delete; a failure stays in the modal's error area (spec §8). */
export function ConfirmDeleteModal({ open, onOpenChange, title, message, dependents = [], dependentsLabel, confirmLabel, onConfirm, onCloseAutoFocus }: ConfirmDeleteModalProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    setError(null);
    onOpenChange(false);
  };
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };
  const problem = error === null ? null : errorMessageOf(error);
  return (
    <Modal open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={title} onCloseAutoFocus={onCloseAutoFocus}>
      <div className={styles.body}>
        <p className={styles.message}>{message}</p>
        {dependents.length > 0 && (
          <ul className={styles.dependents} aria-label={dependentsLabel}>
            {dependents.map(({ key, name, icon }) => (
              <li key={key}>
                {icon}
                {name}
              </li>
            ))}
          </ul>
        )}
        {problem && (
          <Alert tone="error" title={problem.title}>
            {problem.message}
          </Alert>
        )}
        <div className={styles.actions}>
          <Button onClick={close}>Cancel</Button>
          <Button variant="danger" loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
