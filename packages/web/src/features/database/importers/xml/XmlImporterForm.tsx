import { formMessages } from '@cellar/core';
import { useMemo, useState } from 'react';
import type { ImporterFormProps } from '../importer';
import { FileChoice } from '../shared/FileChoice';
import { ImportResult } from '../shared/ImportResult';
import { useFileBytes } from '../shared/useFileBytes';
import styles from '../shared/importers.module.css';
import { parseXml } from './parse-xml';

/** The XML importer's form: a file whose tag names make the header, so the first row always is one. */
export function XmlImporterForm({ submitted, onChange }: ImporterFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const read = useFileBytes(file);
  const outcome = useMemo(() => (read && 'bytes' in read ? parseXml(read.bytes) : read), [read]);
  return (
    <div className={styles.form}>
      <FileChoice label="Choose XML file" accept=".xml,application/xml,text/xml" file={file} error={submitted && !file ? formMessages.required : null} onFile={setFile} />
      <ImportResult outcome={outcome} firstRowHeader onChange={onChange} />
    </div>
  );
}
