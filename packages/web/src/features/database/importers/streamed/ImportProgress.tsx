import { useId } from 'react';
import { Button } from '../../../../ui/Button';
import { sentShare, stageWords, type StreamedImportStage } from './streamed-import';
import styles from './streamed.module.css';

/**
 * How far a streamed import has got, as the grid's bulk progress shows it: words in a status,
 * read out as they change, and a native progress bar. Cancelling is offered while the file is
 * sent; once the table exists there is nothing left to take back.
 */
export function ImportProgress({ fileName, stage, estimatedRows, onCancel }: { fileName: string; stage: StreamedImportStage; estimatedRows: number; onCancel: () => void }) {
  const labelId = useId();
  const words = stageWords(stage, estimatedRows);
  const percent = stage.stage === 'sending' ? Math.floor(sentShare(stage) * 100) : 100;
  return (
    <div className={styles.progress}>
      <p id={labelId} className={styles.progressLabel}>
        Importing {fileName}
      </p>
      <progress className={styles.bar} max={100} value={percent} aria-labelledby={labelId} aria-valuetext={words} />
      <div className={styles.progressRow}>
        <span role="status">{words}</span>
        {stage.stage === 'sending' && (
          // It takes the place of 'Add table', which had focus: focus moves here rather than being lost.
          <Button autoFocus onClick={onCancel}>
            Cancel import
          </Button>
        )}
      </div>
    </div>
  );
}
