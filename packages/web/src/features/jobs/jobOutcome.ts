import type { JobState } from '@cellar/core';
import type { ErrorMessage } from '../../api/errorMessages';

/** What any job's answer carries that its screens read (the general job and the export job alike). */
export interface FollowedJob {
  id: number;
  state: JobState;
  progress_percentage: number;
  human_readable_error?: string | null;
}

/** What a person reads about a job's state, for the progress line and its live announcement. */
export function jobStatusText(job: FollowedJob | null, starting: boolean): string {
  if (starting && !job) return 'Starting…';
  if (!job) return '';
  switch (job.state) {
    case 'pending':
      return 'Waiting to start…';
    case 'started':
      return `In progress, ${Math.round(job.progress_percentage)}%`;
    case 'finished':
      return 'Finished';
    case 'failed':
      return 'Failed';
    case 'cancelled':
      return 'Cancelled';
  }
}

/** Why a job did not finish, in the reference's words where the server gave them. */
export function jobFailure(job: FollowedJob): ErrorMessage | null {
  if (job.state === 'failed') return { title: 'The job failed', message: job.human_readable_error ?? 'Something went wrong on the server. Please try again.' };
  if (job.state === 'cancelled') return { title: 'The job was cancelled', message: 'It stopped before it finished; nothing was kept.' };
  return null;
}
