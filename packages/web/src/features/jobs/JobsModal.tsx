import { isJobDone, type JobAnswer } from '@cellar/core';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { errorMessageOf } from '../../api/ApiError';
import { useApi } from '../../app/ServicesContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { whenText } from '../trash/trashEntryText';
import { JobProgress } from './JobProgress';
import { jobFailure, jobStatusText } from './jobOutcome';
import { jobFile, jobTypeLabel } from './jobTypeLabels';
import { jobListQueryKey, useJobList } from './useJobList';
import styles from './JobsModal.module.css';

/**
 * The person's background jobs (issue 35): what each is, when it started, its state and progress,
 * live while any is moving; Cancel on one still waiting or running, and the file of a finished
 * export to download. Jobs started from another tab or before a reload are here too.
 */
export function JobsModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const list = useJobList(open);
  const jobs = list.data?.jobs ?? [];
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Background jobs" description="Exports, copies, imports and the like, started by you, newest first.">
      {list.isPending && open && <Spinner label="Loading your jobs" />}
      {list.isError && <Alert tone="error" title="Your jobs could not be loaded">{errorMessageOf(list.error).message}</Alert>}
      {list.isSuccess && jobs.length === 0 && <EmptyState title="No jobs">Exports, copies and imports you start show up here while they run and for a while after.</EmptyState>}
      {jobs.length > 0 && (
        <ul className={styles.list} aria-label="Your jobs">
          {jobs.map((job) => (
            <JobItem key={job.id} job={job} />
          ))}
        </ul>
      )}
    </Modal>
  );
}

function JobItem({ job }: { job: JobAnswer }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const label = jobTypeLabel(job);
  const failure = jobFailure(job);
  const file = jobFile(job);

  async function cancel() {
    setCancelling(true);
    setRefusal(null);
    try {
      await api.jobs.cancel(job.id);
    } catch (error) {
      setRefusal(errorMessageOf(error).message);
    } finally {
      setCancelling(false);
      await queryClient.invalidateQueries({ queryKey: jobListQueryKey });
    }
  }

  return (
    <li className={styles.item} aria-label={`${label}, ${jobStatusText(job, false).toLowerCase()}`}>
      <div className={styles.heading}>
        <span className={styles.name}>{label}</span>
        <span className={styles.when}>started {whenText(job.created_on)}</span>
      </div>
      {isJobDone(job.state) ? <p className={styles.state} data-state={job.state}>{jobStatusText(job, false)}</p> : <JobProgress job={job} starting={false} label={`${label} progress`} />}
      {failure && job.state === 'failed' && <p className={styles.detail}>{failure.message}</p>}
      {refusal && <p className={styles.detail} role="alert">{refusal}</p>}
      <div className={styles.actions}>
        {!isJobDone(job.state) && (
          <Button size="sm" onClick={cancel} loading={cancelling} aria-label={`Cancel ${label.toLowerCase()}`}>
            Cancel
          </Button>
        )}
        {file && (
          <a className={styles.download} href={file.url} download={file.name ?? ''}>
            <Download size={15} aria-hidden />
            Download{file.name ? ` ${file.name}` : ''}
          </a>
        )}
      </div>
    </li>
  );
}
