import { jobStatusText, type FollowedJob } from './jobOutcome';
import styles from './jobs.module.css';

/**
 * A job's progress: a bar whose value follows the job, and its state in words, announced politely
 * to screen readers when it changes (the percentage itself is not announced every second).
 */
export function JobProgress({ job, starting, label }: { job: FollowedJob | null; starting: boolean; label: string }) {
  const percent = Math.round(job?.progress_percentage ?? 0);
  const state = job?.state ?? (starting ? 'pending' : 'idle');
  const status = jobStatusText(job, starting);
  return (
    <div className={styles.progress} data-state={state}>
      <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={status ? `${status}` : `${percent}%`}>
        <div className={styles.fill} style={{ width: `${state === 'finished' ? 100 : percent}%` }} />
      </div>
      <p className={styles.status} aria-live="polite">
        {job?.state === 'started' ? 'In progress' : status}
        {job?.state === 'started' && <span aria-hidden>, {percent}%</span>}
      </p>
    </div>
  );
}
