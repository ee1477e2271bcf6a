import { DomainError, jobListLimit, jobStates, maxRunningJobsPerUser, recordIdParam, type JobAnswer, type JobList, type JobState } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import type { Caller } from '../callers/caller.js';
import type { JobRunner } from './job-runner.js';
import type { JobRow } from './job-type.js';
import { presentJob } from './jobs.presenter.js';
import { cancelPending, countRunning, findJob, insertJob, listJobs, requestCancel } from './jobs.repo.js';

// `states=pending,!finished`: names outside the reference's states are left out (a query never fails, contract §1.5).
function stateFilter(text: string | undefined): { states?: JobState[]; excludedStates?: JobState[] } {
  if (!text) return {};
  const parts = text.split(',').slice(0, jobStates.length * 2);
  const known = (name: string): name is JobState => (jobStates as readonly string[]).includes(name);
  return {
    states: parts.filter(known),
    excludedStates: parts.filter((part) => part.startsWith('!')).map((part) => part.slice(1)).filter(known),
  };
}

/** Jobs (the reference's JobHandler): a person starts them through a feature's endpoint, follows, lists and cancels their own. */
export function jobsService(ctx: AppContext, runner: JobRunner) {
  const db = ctx.db.kysely;
  const present = (job: JobRow) => presentJob(job, runner.typeOf(job.type), ctx);

  async function ownJob(caller: Caller, id: number): Promise<JobRow> {
    const job = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await findJob(db, id) : undefined;
    // Someone else's job is as good as missing: its existence is not the caller's to learn.
    if (!job || job.user_id !== caller.user.id) throw new DomainError('ERROR_JOB_DOES_NOT_EXIST');
    return job;
  }

  return {
    /**
     * Queues a job of a type for the caller (the feature's service has checked their rights) and
     * wakes the runner. `groupId` ties it to a group, so leaving the group stops it.
     */
    async create(caller: Caller, type: string, params: Record<string, unknown>, groupId: number | null): Promise<JobAnswer> {
      if (!runner.typeOf(type)) throw new Error(`no job type ${type}`);
      if ((await countRunning(db, caller.user.id, type)) >= maxRunningJobsPerUser) throw new DomainError('ERROR_MAX_JOB_COUNT_EXCEEDED');
      const job = await insertJob(db, { type, userId: caller.user.id, groupId, params });
      runner.wake();
      return present(job);
    },

    /** GET /api/jobs/:id/ */
    async get(caller: Caller, id: number): Promise<JobAnswer> {
      return present(await ownJob(caller, id));
    },

    /** A job of the caller's of one type (an export's own GET), or ERROR_JOB_DOES_NOT_EXIST. */
    async getOfType(caller: Caller, id: number, type: string): Promise<JobAnswer> {
      const job = await ownJob(caller, id);
      if (job.type !== type) throw new DomainError('ERROR_JOB_DOES_NOT_EXIST');
      return present(job);
    },

    /** GET /api/jobs/ */
    async list(caller: Caller, query: { states?: string; job_ids?: string }): Promise<JobList> {
      const ids = query.job_ids === undefined ? undefined : query.job_ids.split(',').slice(0, jobListLimit).map(recordIdParam).filter((id): id is number => id !== undefined);
      const jobs = await listJobs(db, caller.user.id, { ...stateFilter(query.states), ids }, jobListLimit);
      return { jobs: jobs.map(present) };
    },

    /** POST /api/jobs/:id/cancel/: a waiting job is cancelled at once, a running one at its next heartbeat. */
    async cancel(caller: Caller, id: number): Promise<JobAnswer> {
      const job = await ownJob(caller, id);
      const type = runner.typeOf(job.type);
      if (!type?.cancellable || (job.state !== 'pending' && job.state !== 'started')) throw new DomainError('ERROR_JOB_NOT_CANCELLABLE');
      const expiresAt = new Date(ctx.clock.now().getTime() + type.keepSeconds * 1000);
      if (!(await cancelPending(db, id, expiresAt))) await requestCancel(db, id);
      return present((await findJob(db, id)) ?? job);
    },
  };
}

export type JobsService = ReturnType<typeof jobsService>;
