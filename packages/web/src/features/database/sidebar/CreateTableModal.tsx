import { formMessages, tableLimits, type CsvImportResult, type ImporterType, type Table } from '@cellar/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/ApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { focusFirstInvalid } from '../../../ui/focusFirstInvalid';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import type { ImportedData, StreamedImport } from '../importers/importer';
import { ImporterChoice } from '../importers/ImporterChoice';
import { importerRegistry } from '../importers/registry';
import { ImportProgress } from '../importers/streamed/ImportProgress';
import { ImportReport } from '../importers/streamed/ImportReport';
import { useStreamedImport, type StreamedImportTracking } from '../importers/streamed/useStreamedImport';
import styles from './sidebarTables.module.css';

/**
 * The create table modal: a name, and how the table starts — empty with example content, or
 * from an importer's rows (spec §2). Errors stay in the modal; it closes once the table exists.
 * A file too large for the browser is sent to the server with its progress shown, and can be
 * cancelled; rows that could not be imported are reported before the table opens.
 */
export function CreateTableModal({
  open,
  onOpenChange,
  onCreate,
  onImportFile,
  onOpenTable,
  importer = null,
}: {
  open: boolean;
  /** The importer chosen when it opens: an empty database's "Import" starts on one (issue 38). */
  importer?: ImporterType | null;
  onOpenChange: (open: boolean) => void;
  /** Creates the table, empty or from the imported rows; answers what it made and the rows it left out. */
  onCreate: (name: string, imported?: ImportedData) => Promise<CsvImportResult>;
  onImportFile: (name: string, imported: StreamedImport, tracking: StreamedImportTracking) => Promise<CsvImportResult>;
  /** Opens the table once made. */
  onOpenTable: (table: Table) => void;
}) {
  const [name, setName] = useState('');
  const [importerType, setImporterType] = useState<ImporterType | null>(importer);
  const [imported, setImported] = useState<ImportedData | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [report, setReport] = useState<CsvImportResult | null>(null);
  const streaming = useStreamedImport();
  const change = (next: boolean) => {
    if (!next) {
      setName('');
      setImporterType(importer);
      setImported(null);
      setSubmitted(false);
      setError(null);
      setReport(null);
      // Closing mid-upload cancels it: nothing is left half-made.
      streaming.reset();
    }
    onOpenChange(next);
  };
  const choose = (type: ImporterType | null) => {
    setImporterType(type);
    setImported(null);
    setSubmitted(false);
    setError(null);
    streaming.reset();
  };
  const openTable = (table: Table) => {
    onOpenTable(table);
    change(false);
  };
  // The table opens at once, unless rows were left out: the report shows first.
  const finish = (result: CsvImportResult) => {
    if (result.rejected_rows === 0) openTable(result.table);
    else setReport(result);
  };
  const importStreamed = async (tableName: string, streamed: StreamedImport) => {
    const result = await streaming.run((tracking) => onImportFile(tableName, streamed, tracking));
    if (result) finish(result);
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
      if (imported?.streamed) return await importStreamed(name.trim(), { ...imported, streamed: imported.streamed });
      finish(await onCreate(name.trim(), importerType !== null && imported ? imported : undefined));
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
      {report ? (
        <ImportReport result={report} onOpen={() => openTable(report.table)} />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {/* Nothing here may change while a file is being sent. */}
          <div className={styles.fields} inert={streaming.stage !== null}>
            <TextField label="Name" autoFocus value={name} maxLength={tableLimits.nameMaxLength} error={nameError} onChange={(event) => setName(event.target.value)} />
            <ImporterChoice value={importerType} onChange={choose} />
            {ImporterForm && <ImporterForm key={importerType} submitted={submitted} onChange={setImported} />}
          </div>
          {streaming.cancelled && (
            <Alert tone="info" title="Import cancelled">
              The import was cancelled and nothing was created.
            </Alert>
          )}
          {error !== null && !nameError && (
            <Alert tone="error" title={isApiError(error) ? error.title : 'Action not completed.'}>
              {error instanceof Error ? error.message : String(error)}
              {importDetail(error)}
            </Alert>
          )}
          {streaming.stage && imported?.streamed ? (
            <ImportProgress fileName={imported.streamed.file.name} stage={streaming.stage} estimatedRows={imported.streamed.estimatedRows} onCancel={streaming.cancel} />
          ) : (
            <div className={styles.actions}>
              <Button onClick={() => change(false)}>Cancel</Button>
              <Button type="submit" variant="primary" loading={saving}>
                Add table
              </Button>
            </div>
          )}
        </form>
      )}
    </Modal>
  );
}

// A broken file's answer says where it breaks, e.g. the line of a quote that never closes.
function importDetail(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'ERROR_IMPORT_BROKEN_FILE' || typeof error.detail !== 'string' || error.detail === error.message) return null;
  return ` ${error.detail}`;
}
