import { formMessages } from '@cellar/core';
import { useMemo, useState } from 'react';
import { Checkbox } from '../../../../ui/Checkbox';
import type { ImporterFormProps, StreamedFile } from '../importer';
import { FileChoice } from '../shared/FileChoice';
import { ImportResult } from '../shared/ImportResult';
import { isLargeImportFile } from '../shared/read-file';
import { SelectField } from '../shared/SelectField';
import { useFileBytes } from '../shared/useFileBytes';
import styles from '../shared/importers.module.css';
import { estimateRows, largeFileNote } from '../streamed/streamed-import';
import { csvEncodings, csvSeparators, type CsvEncoding, type CsvSeparator } from './csv-options';
import { parseCsv } from './parse-csv';

/**
 * The CSV importer's form: a file, its separator and encoding, and whether the first row is a
 * header. A file over 15 MB is previewed from its start and then sent to the server, which reads
 * it as it arrives (issue 12, point 2); smaller ones are read here whole.
 */
export function CsvImporterForm({ submitted, onChange }: ImporterFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [separator, setSeparator] = useState<CsvSeparator>('auto');
  const [encoding, setEncoding] = useState<CsvEncoding>('utf-8');
  const [firstRowHeader, setFirstRowHeader] = useState(true);
  const read = useFileBytes(file, 'sample');
  // The bytes are kept, so another separator or encoding re-reads them without reading the file again.
  const outcome = useMemo(() => (read && 'bytes' in read ? parseCsv(read.bytes, { separator, encoding }, { sampled: read.sampled }) : read), [read, separator, encoding]);
  const streamed = useMemo((): StreamedFile | undefined => {
    if (!file || !read || !('bytes' in read) || !read.sampled || !outcome || !('data' in outcome)) return undefined;
    const estimatedRows = estimateRows({ sampleRows: outcome.data.length, sampleBytes: read.bytes.byteLength, fileBytes: file.size, firstRowHeader });
    // The server reads the file with the separator the preview was split by, never a guess of its own.
    const detected = csvSeparators.find((choice) => choice.value !== 'auto' && choice.value === outcome.separator)?.value;
    return { file, separator: separator === 'auto' ? (detected ?? 'auto') : separator, encoding, estimatedRows };
  }, [file, read, outcome, separator, encoding, firstRowHeader]);
  return (
    <div className={styles.form}>
      <FileChoice
        label="Choose CSV file"
        accept=".csv,.tsv,.txt,text/csv"
        file={file}
        note={file && isLargeImportFile(file) ? largeFileNote(file.size) : null}
        error={submitted && !file ? formMessages.required : null}
        onFile={setFile}
      />
      <div className={styles.options}>
        <SelectField label="Separator" value={separator} options={csvSeparators} onChange={setSeparator} />
        <SelectField label="Encoding" value={encoding} options={csvEncodings} onChange={setEncoding} />
      </div>
      <Checkbox label="First row is header" checked={firstRowHeader} onCheckedChange={setFirstRowHeader} />
      <ImportResult outcome={outcome} firstRowHeader={firstRowHeader} streamed={streamed} onChange={onChange} />
    </div>
  );
}
