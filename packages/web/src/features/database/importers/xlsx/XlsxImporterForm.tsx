import { formMessages, xlsxMessages } from '@cellar/core';
import { useMemo, useState } from 'react';
import { Checkbox } from '../../../../ui/Checkbox';
import type { ImporterFormProps, ReadOutcome } from '../importer';
import { FileChoice } from '../shared/FileChoice';
import { ImportResult } from '../shared/ImportResult';
import { isLargeImportFile } from '../shared/read-file';
import { SelectField } from '../shared/SelectField';
import { useFileBytes } from '../shared/useFileBytes';
import styles from '../shared/importers.module.css';
import { useWorkbook } from './useWorkbook';

/**
 * The XLSX importer's form: a workbook, which of its sheets, and whether the first row is a
 * header. Workbooks are read here whole (up to 15 MB); the server's streamed import takes CSV only.
 */
export function XlsxImporterForm({ submitted, onChange }: ImporterFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [firstRowHeader, setFirstRowHeader] = useState(true);
  const tooLarge = file !== null && isLargeImportFile(file);
  const opened = useWorkbook(useFileBytes(tooLarge ? null : file));
  const workbook = opened && 'workbook' in opened ? opened : null;
  // The first sheet until another is chosen; a new workbook starts at its first sheet again.
  const [chosen, setChosen] = useState<{ for: unknown; sheet: string }>({ for: null, sheet: '0' });
  const sheet = workbook && chosen.for === workbook.workbook ? chosen.sheet : '0';
  const sheetChoices = useMemo(() => workbook?.workbook.sheets.map((entry, index) => ({ value: String(index), label: entry.name })) ?? [], [workbook]);
  const outcome = useMemo((): ReadOutcome | null => {
    if (tooLarge) return { error: xlsxMessages.fileTooLarge };
    if (!opened || 'error' in opened) return opened;
    return opened.reader.readSheet(opened.workbook, Number(sheet));
  }, [tooLarge, opened, sheet]);
  return (
    <div className={styles.form}>
      <FileChoice
        label="Choose Excel file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        file={file}
        error={submitted && !file ? formMessages.required : null}
        onFile={setFile}
      />
      {workbook && (
        <div className={styles.options}>
          <SelectField label="Sheet" value={sheet} options={sheetChoices} onChange={(value) => setChosen({ for: workbook.workbook, sheet: value })} />
        </div>
      )}
      <Checkbox label="First row is header" checked={firstRowHeader} onCheckedChange={setFirstRowHeader} />
      <ImportResult outcome={outcome} firstRowHeader={firstRowHeader} onChange={onChange} />
    </div>
  );
}
