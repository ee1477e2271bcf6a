import { formMessages, jsonToRows } from '@cellar/core';
import { useMemo, useState } from 'react';
import { Checkbox } from '../../../../ui/Checkbox';
import type { ImporterFormProps } from '../importer';
import { FileChoice } from '../shared/FileChoice';
import { ImportResult } from '../shared/ImportResult';
import { decodeBytes } from '../shared/read-file';
import { useFileBytes } from '../shared/useFileBytes';
import styles from '../shared/importers.module.css';

/**
 * The JSON importer's form: a UTF-8 file holding an array of objects, whose keys make the header,
 * or an array of arrays, whose first row may be one.
 */
export function JsonImporterForm({ submitted, onChange }: ImporterFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [firstRowHeader, setFirstRowHeader] = useState(true);
  const read = useFileBytes(file);
  const outcome = useMemo(() => (read && 'bytes' in read ? jsonToRows(decodeBytes(read.bytes, 'utf-8')) : read), [read]);
  const keyed = outcome !== null && 'keyed' in outcome && outcome.keyed;
  return (
    <div className={styles.form}>
      <FileChoice label="Choose JSON file" accept=".json,application/json" file={file} error={submitted && !file ? formMessages.required : null} onFile={setFile} />
      {/* Objects' keys always make the header; only rows given as arrays may start without one. */}
      {!keyed && <Checkbox label="First row is header" checked={firstRowHeader} onCheckedChange={setFirstRowHeader} />}
      <ImportResult outcome={outcome} firstRowHeader={keyed || firstRowHeader} onChange={onChange} />
    </div>
  );
}
