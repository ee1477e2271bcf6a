import { formMessages } from '@cellar/core';
import { useMemo, useState } from 'react';
import { Checkbox } from '../../../../ui/Checkbox';
import type { ImporterFormProps } from '../importer';
import { FileChoice } from '../shared/FileChoice';
import { ImportResult } from '../shared/ImportResult';
import { SelectField } from '../shared/SelectField';
import { useFileBytes } from '../shared/useFileBytes';
import styles from '../shared/importers.module.css';
import { csvEncodings, csvSeparators, type CsvEncoding, type CsvSeparator } from './csv-options';
import { parseCsv } from './parse-csv';

/** The CSV importer's form: a file, its separator and encoding, and whether the first row is a header. */
export function CsvImporterForm({ submitted, onChange }: ImporterFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [separator, setSeparator] = useState<CsvSeparator>('auto');
  const [encoding, setEncoding] = useState<CsvEncoding>('utf-8');
  const [firstRowHeader, setFirstRowHeader] = useState(true);
  const read = useFileBytes(file);
  // The bytes are kept, so another separator or encoding re-reads them without reading the file again.
  const outcome = useMemo(() => (read && 'bytes' in read ? parseCsv(read.bytes, { separator, encoding }) : read), [read, separator, encoding]);
  return (
    <div className={styles.form}>
      <FileChoice label="Choose CSV file" accept=".csv,.tsv,.txt,text/csv" file={file} error={submitted && !file ? formMessages.required : null} onFile={setFile} />
      <div className={styles.options}>
        <SelectField label="Separator" value={separator} options={csvSeparators} onChange={setSeparator} />
        <SelectField label="Encoding" value={encoding} options={csvEncodings} onChange={setEncoding} />
      </div>
      <Checkbox label="First row is header" checked={firstRowHeader} onCheckedChange={setFirstRowHeader} />
      <ImportResult outcome={outcome} firstRowHeader={firstRowHeader} onChange={onChange} />
    </div>
  );
}
