import { DomainError, type Application } from '@cellar/core';
import { importDatabaseFile } from '../../database/database-file/import-database-file.js';
import { commitChange } from '../../events/unit-of-work.js';
import { getGroupOrThrow, requireMember } from '../../groups/group.policy.js';
import type { ServerJobType } from '../../jobs/job-type.js';
import { storagePaths } from '../../user-files/storage/file-storage.js';
import { presentApplication } from '../application.presenter.js';
import { getApplicationOrThrow } from '../application.policy.js';
import { findImportResource, type ImportResourceRecord } from './import-resources.repo.js';
import { jobOrigin } from './job-origin.js';
import { readableFileError } from './readable-file-error.js';
import { readImport } from './read-import.js';
import { restoreUserFiles } from './restore-user-files.js';

/** What an import is asked for: the group it goes to, the uploaded resource, and which of its databases (none: all). */
export interface ImportApplicationsParams {
  workspace_id: number;
  resource_id: number;
  application_ids: number[];
  resource: { id: number; name: string; size: number };
}

/** What it made: the new databases, as the applications API presented them when they were made. */
export interface ImportApplicationsResult {
  installed_applications: Application[];
}

async function resourceBytes(storage: { open(path: string): Promise<{ stream: AsyncIterable<unknown> } | null> }, resource: ImportResourceRecord): Promise<Buffer> {
  const stored = await storage.open(storagePaths.importResource(resource.storage_name));
  if (!stored) throw new DomainError('ERROR_RESOURCE_DOES_NOT_EXIST', 'The uploaded file is gone; please upload it again.');
  const parts: Buffer[] = [];
  for await (const chunk of stored.stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/**
 * `import_applications` (the reference's ImportApplicationsJobType): every database file of an
 * uploaded archive (or the bare database file) becomes a new database of the group. Everything is
 * read and parsed first; the user files the archive carries are given to this Cellar; then every
 * database is created in ONE transaction, so a file refused half-way leaves no database behind.
 * Membership is checked again when it starts.
 */
export const importApplicationsJobType: ServerJobType<ImportApplicationsParams, ImportApplicationsResult> = {
  type: 'import_applications',
  keepSeconds: 24 * 60 * 60,
  // Not run again after a restart: its transaction rolled back, but the person sees it failed and starts it again.
  resumable: false,
  cancellable: true,
  async run(ctx, run) {
    const { job, deps } = run;
    const db = ctx.db.kysely;
    const groupId = job.params.workspace_id;
    await getGroupOrThrow(db, groupId);
    await requireMember(db, groupId, job.user_id);
    const resource = await findImportResource(db, job.params.resource_id, job.user_id);
    if (!resource) throw new DomainError('ERROR_RESOURCE_DOES_NOT_EXIST');
    const data = await resourceBytes(deps.mediaStorage, resource);
    const { databases, entries } = readImport(data, job.params.application_ids);
    await run.progress(10);
    await restoreUserFiles(db, deps.mediaStorage, data, entries, job.user_id, () => run.progress(20));
    await run.progress(30);
    const installed = await commitChange(ctx, await jobOrigin(db, job.user_id), async (trx, emit) => {
      await requireMember(trx, groupId, job.user_id);
      const made: Application[] = [];
      for (const database of databases) {
        try {
          const created = await importDatabaseFile({ db: trx, emit, quotas: ctx.config.quotas, author: job.user_id }, groupId, database.json as never);
          made.push(await presentApplication(trx, await getApplicationOrThrow(trx, created.id)));
        } catch (error) {
          throw readableFileError(error, databases.length > 1 ? `databases/${database.index}.json` : 'uploaded');
        }
      }
      return made;
    });
    return { installed_applications: installed };
  },
  present(job) {
    return {
      workspace_id: job.params.workspace_id,
      resource: job.params.resource,
      installed_applications: job.result?.installed_applications ?? null,
    };
  },
};
