import { formMessages, tableLimits } from '@cellar/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/ApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import styles from './sidebarTables.module.css';

/** The create table modal: a name for a new empty table (importers arrive later); errors stay in the modal. */
export function CreateTableModal({ open, onOpenChange, onCreate }: { open: boolean; onOpenChange: (open: boolean) => void; onCreate: (name: string) => Promise<unknown> }) {
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const change = (next: boolean) => {
    if (!next) {
      setName('');
      setSubmitted(false);
      setError(null);
    }
    onOpenChange(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (name.trim() === '') return;
    setSaving(true);
    setError(null);
    try {
      await onCreate(name.trim());
      change(false);
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  };
  const nameError = submitted && name.trim() === '' ? formMessages.required : isApiError(error) ? (error.fieldErrors().name ?? null) : null;
  return (
    <Modal open={open} onOpenChange={change} title="Create new table">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Name" autoFocus value={name} maxLength={tableLimits.nameMaxLength} error={nameError} onChange={(event) => setName(event.target.value)} />
        {error !== null && !nameError && (
          <Alert tone="error" title={isApiError(error) ? error.title : 'Action not completed.'}>
            {error instanceof Error ? error.message : String(error)}
          </Alert>
        )}
        <div className={styles.actions}>
          <Button onClick={() => change(false)}>Cancel</Button>
          <Button type="submit" variant="primary" loading={saving}>
            Add table
          </Button>
        </div>
      </form>
    </Modal>
  );
}
