import { formMessages, tableLimits, type ImportedColumnType, type ImporterType } from '@cellar/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/ApiError';
import type { InitialTableData } from '../../../api/databaseApi';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { focusFirstInvalid } from '../../../ui/focusFirstInvalid';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import type { ImportedData } from '../importers/importer';
import { ImporterChoice } from '../importers/ImporterChoice';
import { importerRegistry } from '../importers/registry';
import styles from './sidebarTables.module.css';

/**
 * The create table modal: a name, and how the table starts — empty with example content, or
 * from an importer's rows (spec §2). Errors stay in the modal; it closes once the table exists.
 */
export function CreateTableModal({
  open,
  onOpenChange,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (name: string, initial?: InitialTableData, columnTypes?: readonly ImportedColumnType[]) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [importerType, setImporterType] = useState<ImporterType | null>(null);
  const [imported, setImported] = useState<ImportedData | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const change = (next: boolean) => {
    if (!next) {
      setName('');
      setImporterType(null);
      setImported(null);
      setSubmitted(false);
      setError(null);
    }
    onOpenChange(next);
  };
  const choose = (type: ImporterType | null) => {
    setImporterType(type);
    setImported(null);
    setSubmitted(false);
    setError(null);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    // An importer without rows has already said why: the required message or its error alert.
    if (name.trim() === '' || (importerType !== null && imported === null)) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      if (imported && importerType !== null) await onCreate(name.trim(), { data: imported.data, first_row_header: imported.firstRowHeader }, imported.columnTypes);
      else await onCreate(name.trim());
      change(false);
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  };
  const nameError = submitted && name.trim() === '' ? formMessages.required : isApiError(error) ? (error.fieldErrors().name ?? null) : null;
  const ImporterForm = importerType === null ? null : importerRegistry[importerType].Form;
  return (
    <Modal open={open} onOpenChange={change} title="Create new table">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Name" autoFocus value={name} maxLength={tableLimits.nameMaxLength} error={nameError} onChange={(event) => setName(event.target.value)} />
        <ImporterChoice value={importerType} onChange={choose} />
        {ImporterForm && <ImporterForm key={importerType} submitted={submitted} onChange={setImported} />}
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
