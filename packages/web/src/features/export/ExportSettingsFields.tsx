import type { CsvColumnSeparator, ExportCharset } from '@cellar/core';
import { useId } from 'react';
import { Checkbox } from '../../ui/Checkbox';
import { charsetOptions, separatorOptions } from './exportCharsets';
import { exporterTypes, type ExporterType, type ExportSettings } from './exporterTypes';
import styles from './export.module.css';

/** What the export form shows: the file type, and for CSV its separator, encoding and header row. */
export interface ExportSettingsFieldsProps {
  exporter: ExporterType;
  onExporterChange: (exporter: ExporterType) => void;
  settings: ExportSettings;
  onSettingsChange: (settings: ExportSettings) => void;
  disabled: boolean;
}

/** The file type as a radio group, then the chosen type's own settings. */
export function ExportSettingsFields({ exporter, onExporterChange, settings, onSettingsChange, disabled }: ExportSettingsFieldsProps) {
  const id = useId();
  const change = (patch: Partial<ExportSettings>) => onSettingsChange({ ...settings, ...patch });
  return (
    <>
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend className={styles.label}>File type</legend>
        <div className={styles.choices}>
          {exporterTypes.map((candidate) => (
            <label key={candidate.type} className={styles.choice}>
              <input type="radio" name={`${id}-type`} value={candidate.type} checked={candidate.type === exporter.type} onChange={() => onExporterChange(candidate)} />
              {candidate.label}
            </label>
          ))}
        </div>
      </fieldset>
      {exporter.hasCsvSettings && (
        <div className={styles.row}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-separator`}>
              Column separator
            </label>
            <select id={`${id}-separator`} className={styles.select} value={settings.separator} disabled={disabled} onChange={(event) => change({ separator: event.target.value as CsvColumnSeparator })}>
              {separatorOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-charset`}>
              Encoding
            </label>
            <select id={`${id}-charset`} className={styles.select} value={settings.charset} disabled={disabled} onChange={(event) => change({ charset: event.target.value as ExportCharset })}>
              {charsetOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {exporter.hasCsvSettings && (
        <Checkbox label="Include a header row" checked={settings.includeHeader} disabled={disabled} onCheckedChange={(includeHeader) => change({ includeHeader })} />
      )}
    </>
  );
}
