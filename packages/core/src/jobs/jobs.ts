import { z } from 'zod';
import { endpoint } from '../api/endpoint.js';
import { textParam } from '../rows/query-params.js';

/**
 * Jobs (issue 35): work that may take longer than a request — exports, database import and
 * duplication, emptying the trash — runs in the background, and its person follows it through the
 * reference's current `/api/jobs/` API. States as the reference names them.
 */
export const jobStates = ['pending', 'started', 'finished', 'failed', 'cancelled'] as const;
export type JobState = (typeof jobStates)[number];

/** A job that will not move any more. */
export function isJobDone(state: JobState): boolean {
  return state === 'finished' || state === 'failed' || state === 'cancelled';
}

/** The most jobs one person may have pending or started at once (the reference bounds it per type). */
export const maxRunningJobsPerUser = 5;

/** The most jobs `GET /api/jobs/` lists (the newest first). */
export const jobListLimit = 100;

/**
 * A job as the API gives it: the reference's JobSerializer keys, then what its type adds (an export's
 * `url`, `exporter_type`, `table`, `view`…, as that type's serializer names them).
 */
export interface JobAnswer {
  id: number;
  type: string;
  progress_percentage: number;
  state: JobState;
  human_readable_error: string | null;
  created_on: string;
  [extra: string]: unknown;
}

/** GET /api/jobs/ */
export interface JobList {
  jobs: JobAnswer[];
}

/** `states` is a comma list where `!state` excludes one; `job_ids` a comma list of ids (the reference's query). */
export const jobListQuery = z.object({
  states: textParam('Comma separated states to list (`pending,started`), or to leave out with `!` (`!finished`).'),
  job_ids: textParam('Comma separated ids of the jobs to list.'),
});

/** Jobs in general: the reference's current `/api/jobs/` API, for the caller's own jobs. */
export const jobEndpoints = {
  listJobs: endpoint<JobList>()({ method: 'GET', path: '/api/jobs/', access: 'user', query: jobListQuery }),
  getJob: endpoint<JobAnswer>()({ method: 'GET', path: '/api/jobs/:job_id/', access: 'user', errors: ['ERROR_JOB_DOES_NOT_EXIST'] }),
  cancelJob: endpoint<JobAnswer>()({
    method: 'POST',
    path: '/api/jobs/:job_id/cancel/',
    access: 'user',
    errors: ['ERROR_JOB_DOES_NOT_EXIST', 'ERROR_JOB_NOT_CANCELLABLE'],
  }),
} as const;
