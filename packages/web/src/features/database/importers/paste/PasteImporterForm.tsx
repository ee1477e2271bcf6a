import { formMessages, parseTsv } from '@cellar/core';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Checkbox } from '../../../../ui/Checkbox';
import { errorAttributes, FieldError } from '../../../../ui/FieldError';
import type { ImporterFormProps } from '../importer';
import { ImportResult } from '../shared/ImportResult';
import styles from '../shared/importers.module.css';

/**
 * The paste importer's form: cells copied from a spreadsheet, read by the same TSV rule the grid
 * pastes with (core's clipboard/tsv.ts), and whether the first row is a header.
 */
export function PasteImporterForm({ submitted, onChange }: ImporterFormProps) {
  const [text, setText] = useState('');
  const [firstRowHeader, setFirstRowHeader] = useState(true);
  // Parsing a large paste on every key would make typing lag; the preview may trail a little.
  const deferred = useDeferredValue(text);
  const outcome = useMemo(() => (deferred.trim() === '' ? null : { data: parseTsv(deferred) }), [deferred]);
  const id = useId();
  const error = submitted && text.trim() === '' ? formMessages.required : null;
  return (
    <div className={styles.form}>
      <div className={styles.textField}>
        <label htmlFor={id} className={styles.label}>
          Paste the table data
        </label>
        <p id={`${id}-help`} className={styles.help}>
          Copy cells from a spreadsheet and paste them here; columns are separated by tabs.
        </p>
        <textarea
          id={id}
          className={styles.textarea}
          value={text}
          rows={6}
          spellCheck={false}
          {...errorAttributes(error, `${id}-error`, `${id}-help`)}
          onChange={(event) => setText(event.target.value)}
        />
        <FieldError id={`${id}-error`} error={error} />
      </div>
      <Checkbox label="First row is header" checked={firstRowHeader} onCheckedChange={setFirstRowHeader} />
      <ImportResult outcome={outcome} firstRowHeader={firstRowHeader} onChange={onChange} />
    </div>
  );
}
