import type { ServerJobType } from '../../jobs/job-type.js';
import { purgeMarked } from '../purge-marked.js';
import { countMarked, type TrashPlace } from '../trash.repo.js';

/** Which trash was emptied: a group's, or one application's of it. */
export interface EmptyTrashParams {
  group_id: number;
  application_id: number | null;
}

/** How many entries it deleted for good, and how many it left to the sweep (their purge failed). */
export interface EmptyTrashResult {
  purged: number;
  failed: number;
}

/**
 * `empty_trash`: what emptying the trash marked is deleted for good at once, tables and their rows'
 * files with it, rather than at the sweep's next turn (up to TRASH_SWEEP_INTERVAL_SECONDS later).
 * For the person the trash is empty as soon as the request answers (the entries are marked in it);
 * the job makes it true on disk, with its progress in `/api/jobs/`. Running it again repeats nothing
 * (purged entries are gone), so a restart resumes it; cancelling would only leave the rest to the
 * sweep, so it cannot be cancelled. The job is tied to its group: a person who leaves it stops it.
 */
export const emptyTrashJobType: ServerJobType<EmptyTrashParams, EmptyTrashResult> = {
  type: 'empty_trash',
  keepSeconds: 60 * 60,
  resumable: true,
  cancellable: false,
  async run(ctx, run) {
    const place: TrashPlace = { groupId: run.job.params.group_id, ...(run.job.params.application_id === null ? {} : { applicationId: run.job.params.application_id }) };
    const total = await countMarked(ctx.db.kysely, place);
    return purgeMarked(ctx, place, async (done) => {
      if (total > 0) await run.progress(Math.min(99, Math.floor(((done.purged + done.failed) * 100) / total)));
    });
  },
  present(job) {
    return { group_id: job.params.group_id, application_id: job.params.application_id, purged: job.result?.purged ?? null };
  },
};
