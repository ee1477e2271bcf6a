import { importedColumnTypes, type ImportedColumnType } from '@cellar/core';
import { useId, useMemo } from 'react';
import { Dropdown } from '../../../../ui/Dropdown';
import { previewOf } from './preview';
import styles from './importers.module.css';

/**
 * The quick preview of imported rows, as a table that scrolls sideways when it is wide; each
 * column's type can be changed under its name, to one of `types`.
 */
export function ImportPreview({
  data,
  firstRowHeader,
  columnTypes,
  types,
  onTypeChange,
}: {
  data: string[][];
  firstRowHeader: boolean;
  columnTypes: readonly ImportedColumnType[];
  types: readonly ImportedColumnType[];
  onTypeChange: (index: number, type: ImportedColumnType) => void;
}) {
  const { columns, rows } = useMemo(() => previewOf(data, firstRowHeader), [data, firstRowHeader]);
  const typeChoices = useMemo(() => importedColumnTypes.filter(({ type }) => types.includes(type)).map(({ type, label }) => ({ value: type, label })), [types]);
  const headingId = useId();
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.previewHeading}>
        Quick preview
      </h3>
      {/* Focusable so a keyboard can scroll a wide preview. */}
      <div className={styles.previewScroll} role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className={styles.previewTable}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                // Named by the column alone: the type menu under it has its own name.
                <th key={index} scope="col" aria-label={column || undefined}>
                  <span className={styles.previewColumnName}>{column}</span>
                  <Dropdown
                    options={typeChoices}
                    value={columnTypes[index] ?? 'text'}
                    searchable={false}
                    // The name carries the shown type too, as SelectField's does: a name must contain what the button shows (WCAG 2.5.3).
                    aria-label={`Type of ${column || `column ${index + 1}`}: ${typeChoices.find((choice) => choice.value === (columnTypes[index] ?? 'text'))?.label ?? ''}`}
                    onChange={(type) => onTypeChange(index, type)}
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
