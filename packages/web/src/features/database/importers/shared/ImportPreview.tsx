import { useId, useMemo } from 'react';
import { previewOf } from './preview';
import styles from './importers.module.css';

/** The quick preview of imported rows, as a table that scrolls sideways when it is wide. */
export function ImportPreview({ data, firstRowHeader }: { data: string[][]; firstRowHeader: boolean }) {
  const { columns, rows } = useMemo(() => previewOf(data, firstRowHeader), [data, firstRowHeader]);
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
                <th key={index} scope="col">
                  {column}
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
