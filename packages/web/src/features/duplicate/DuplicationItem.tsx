import { Copy } from 'lucide-react';
import { useNotify } from '../../ui/notifications/NotificationsContext';
import { jobFailure, type FollowedJob } from '../jobs/jobOutcome';
import { useJobRun } from '../jobs/useJobRun';
import type { Duplication } from './useDuplications';
import styles from './duplicate.module.css';

/** Props of DuplicationItem: the duplication, and what happens with its job's end. */
export interface DuplicationItemProps<J extends FollowedJob> {
  duplication: Duplication<J>;
  /** Puts the copy where the sidebar reads it; the realtime message may have done so already. */
  onFinished: (job: J) => void;
  onGone: (key: number) => void;
}

/** A sidebar placeholder while a copy is made: its name, the job's progress, then gone. */
export function DuplicationItem<J extends FollowedJob>({ duplication, onFinished, onGone }: DuplicationItemProps<J>) {
  const notify = useNotify();
  const { job } = useJobRun<J>({
    initialJob: duplication.job,
    onDone(done) {
      const failure = jobFailure(done);
      if (failure) notify.error(`${duplication.label} could not be duplicated`, failure.message);
      else onFinished(done);
      onGone(duplication.key);
    },
  });
  const percent = Math.round(job?.progress_percentage ?? 0);
  return (
    <li className={styles.item}>
      <Copy size={14} aria-hidden className={styles.icon} />
      <span className={styles.label}>Duplicating {duplication.label}</span>
      <span
        className={styles.track}
        role="progressbar"
        aria-label={`Duplicating ${duplication.label}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </span>
    </li>
  );
}
