import type { Application } from '@cellar/core';
import { exportDatabaseFile } from '../../database/database-file/export-database-file.js';
import { importDatabaseFile } from '../../database/database-file/import-database-file.js';
import { commitChange } from '../../events/unit-of-work.js';
import { requireMember } from '../../groups/group.policy.js';
import type { ServerJobType } from '../../jobs/job-type.js';
import { presentApplication } from '../application.presenter.js';
import { getApplicationOrThrow } from '../application.policy.js';
import { jobOrigin } from '../import-export/job-origin.js';

/** What a duplication is asked for: the database, and how the applications API showed it then. */
export interface DuplicateApplicationParams {
  application_id: number;
  original_application: Application;
}

/** The copy, as the applications API presented it when it was made. */
export interface DuplicateApplicationResult {
  duplicated_application: Application;
}

/**
 * `duplicate_application` (the reference's DuplicateApplicationJobType): the database written as a
 * database file and read back into its group in one transaction, named as the reference names a
 * second copy ("Projects 2"); user files are shared, not copied (the copy's cells name the same
 * stored files). Membership is checked again when it starts.
 */
export const duplicateApplicationJobType: ServerJobType<DuplicateApplicationParams, DuplicateApplicationResult> = {
  type: 'duplicate_application',
  keepSeconds: 24 * 60 * 60,
  resumable: false,
  cancellable: true,
  async run(ctx, run) {
    const { job } = run;
    const db = ctx.db.kysely;
    const original = await getApplicationOrThrow(db, job.params.application_id);
    await requireMember(db, original.group_id, job.user_id);
    const file = await exportDatabaseFile(db, original.id);
    await run.progress(40);
    const duplicated = await commitChange(ctx, await jobOrigin(db, job.user_id), async (trx, emit) => {
      await requireMember(trx, original.group_id, job.user_id);
      const created = await importDatabaseFile({ db: trx, emit, quotas: ctx.config.quotas, author: job.user_id }, original.group_id, file);
      return presentApplication(trx, await getApplicationOrThrow(trx, created.id));
    });
    return { duplicated_application: duplicated };
  },
  present(job) {
    return { original_application: job.params.original_application, duplicated_application: job.result?.duplicated_application ?? null };
  },
};
