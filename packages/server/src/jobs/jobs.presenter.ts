import type { JobAnswer } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import type { JobRow, ServerJobType } from './job-type.js';

/** A job as the API gives it: the reference's JobSerializer keys, then what its type adds. */
export function presentJob(job: JobRow, type: ServerJobType | undefined, ctx: AppContext): JobAnswer {
  return {
    id: job.id,
    type: job.type,
    progress_percentage: job.progress_percentage,
    state: job.state,
    human_readable_error: job.human_readable_error,
    created_on: job.created_on.toISOString(),
    ...type?.present?.(job as never, ctx),
  };
}
