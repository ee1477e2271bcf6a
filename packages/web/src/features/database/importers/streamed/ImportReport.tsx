import type { CsvImportResult } from '@cellar/core';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { reportSummary, unlistedRejections } from './streamed-import';
import styles from './streamed.module.css';

/** What a streamed import could not take: how many rows it made, each rejected line of the file with why, and the way on to the table. */
export function ImportReport({ result, onOpen }: { result: CsvImportResult; onOpen: () => void }) {
  const unlisted = unlistedRejections(result);
  return (
    <div className={styles.reportView}>
      <Alert tone="warning" title={reportSummary(result)}>
        {/* Focusable so a keyboard can scroll a long report. */}
        <ul className={styles.report} tabIndex={0} aria-label="Lines not imported">
          {result.report.map(({ line, error }) => (
            <li key={line}>
              Line {line.toLocaleString('en-US')}: {error}
            </li>
          ))}
        </ul>
        {unlisted && <p className={styles.unlisted}>{unlisted}</p>}
      </Alert>
      <div className={styles.actions}>
        <Button variant="primary" autoFocus onClick={onOpen}>
          Open table
        </Button>
      </div>
    </div>
  );
}
