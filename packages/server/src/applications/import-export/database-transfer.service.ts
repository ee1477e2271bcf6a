import { randomBytes } from 'node:crypto';
import { DomainError, jobListLimit, type ImportResource, type JobAnswer, type WorkspaceExportList } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../callers/caller.js';
import { getTableForMember } from '../../database/table.policy.js';
import { getGroupOrThrow, requireMember } from '../../groups/group.policy.js';
import type { JobsService } from '../../jobs/jobs.service.js';
import type { FileStorage } from '../../user-files/storage/file-storage.js';
import { presentApplication } from '../application.presenter.js';
import { getApplicationOrThrow } from '../application.policy.js';
import { listExportJobIds } from './export-jobs.repo.js';
import { exportedApplications } from './exported-applications.js';
import { findImportResource } from './import-resources.repo.js';
import { presentImportResource, uploadImportResource, type IncomingArchive } from './import-resources.js';

/**
 * Duplicating, exporting and importing databases (issue 35): each request checks who asks and what
 * they name in the reference's order, then queues its job; the job checks again when it starts.
 */
export function databaseTransferService(ctx: AppContext, deps: { jobs: JobsService; storage: FileStorage }) {
  const db = ctx.db.kysely;
  const { jobs } = deps;

  return {
    /** POST /api/applications/:application_id/duplicate/async/ */
    async duplicateApplication(caller: Caller, applicationId: number): Promise<JobAnswer> {
      const application = await getApplicationOrThrow(db, applicationId);
      await requireMember(db, application.group_id, caller.user.id);
      const original = await presentApplication(db, application);
      return jobs.create(caller, 'duplicate_application', { application_id: application.id, original_application: original }, application.group_id);
    },

    /** POST /api/database/tables/:table_id/duplicate/async/ */
    async duplicateTable(caller: Caller, tableId: number): Promise<JobAnswer> {
      const table = await getTableForMember(db, tableId, caller.user.id);
      const original = { id: table.id, name: table.name, order: table.order, database_id: table.database_id };
      return jobs.create(caller, 'duplicate_table', { table_id: table.id, original_table: original }, table.groupId);
    },

    /** POST /api/workspaces/:workspace_id/export/async/ */
    async exportApplications(caller: Caller, groupId: number, body: { application_ids?: number[] | null; only_structure: boolean }): Promise<JobAnswer> {
      const applications = await exportedApplications(db, caller.user.id, groupId, body.application_ids);
      const ids = body.application_ids && body.application_ids.length > 0 ? applications.map((application) => application.id) : [];
      return jobs.create(caller, 'export_applications', { workspace_id: groupId, application_ids: ids, only_structure: body.only_structure, file_token: randomBytes(16).toString('hex') }, groupId);
    },

    /** GET /api/workspaces/:workspace_id/export/: the caller's finished exports of the group. */
    async listExports(caller: Caller, groupId: number): Promise<WorkspaceExportList> {
      await getGroupOrThrow(db, groupId);
      await requireMember(db, groupId, caller.user.id);
      const ids = await listExportJobIds(db, caller.user.id, groupId, jobListLimit);
      return { results: await Promise.all(ids.map((id) => jobs.getOfType(caller, id, 'export_applications'))) };
    },

    /** POST /api/workspaces/:workspace_id/import/upload-file/ */
    uploadResource(caller: Caller, groupId: number, file: IncomingArchive | null): Promise<ImportResource> {
      return uploadImportResource(ctx, deps.storage, caller, groupId, file);
    },

    /** POST /api/workspaces/:workspace_id/import/async/ */
    async importApplications(caller: Caller, groupId: number, body: { resource_id: number; application_ids?: number[] | null }): Promise<JobAnswer> {
      await getGroupOrThrow(db, groupId);
      await requireMember(db, groupId, caller.user.id);
      const resource = await findImportResource(db, body.resource_id, caller.user.id);
      if (!resource) throw new DomainError('ERROR_RESOURCE_DOES_NOT_EXIST');
      const params = { workspace_id: groupId, resource_id: resource.id, application_ids: body.application_ids ?? [], resource: presentImportResource(resource) };
      return jobs.create(caller, 'import_applications', params, groupId);
    },
  };
}

export type DatabaseTransferService = ReturnType<typeof databaseTransferService>;
