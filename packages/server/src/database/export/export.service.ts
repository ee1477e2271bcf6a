import { DomainError, exportTableRequest, parseBody, type ExportJob } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../callers/caller.js';
import { requireMember } from '../../groups/group.policy.js';
import type { JobsService } from '../../jobs/jobs.service.js';
import { getTableOrThrow } from '../table.policy.js';
import { getViewForMember } from '../views/view.policy.js';
import { newFileToken } from './export-file.js';
import { presentExportJob } from './export.presenter.js';
import { exportTableJobType } from './export-table.job.js';

/** Exports of tables and views (the reference's ExportHandler): checked here, then run as `export_table` jobs. */
export function exportService(ctx: AppContext, jobs: JobsService) {
  const db = ctx.db.kysely;
  return {
    /**
     * POST /api/database/export/table/:table_id/. In the reference's order: the table (404), the body,
     * the view (404), membership of the table's group, the view belonging to the table; then queued.
     */
    async exportTable(caller: Caller, tableId: number, body: unknown): Promise<ExportJob> {
      const table = await getTableOrThrow(db, tableId);
      const options = parseBody(exportTableRequest, body);
      const viewId = options.view_id ?? null;
      // The view's own group first (the reference's get_view_as_user), then the table's.
      const view = viewId ? (await getViewForMember(db, viewId, caller.user.id)).view : undefined;
      await requireMember(db, table.groupId, caller.user.id);
      if (view && view.table_id !== table.id) throw new DomainError('ERROR_VIEW_NOT_IN_TABLE', `The view id ${view.id} does not belong to the table.`);
      const params = { ...options, table_id: table.id, view_id: view?.id ?? null, file_token: newFileToken() };
      return presentExportJob(await jobs.create(caller, exportTableJobType.type, params, table.groupId));
    },

    /** GET /api/database/export/:job_id/: the caller's own export job, else ERROR_EXPORT_JOB_DOES_NOT_EXIST. */
    async get(caller: Caller, jobId: number): Promise<ExportJob> {
      try {
        return presentExportJob(await jobs.getOfType(caller, jobId, exportTableJobType.type));
      } catch (error) {
        if (error instanceof DomainError && error.code === 'ERROR_JOB_DOES_NOT_EXIST') throw new DomainError('ERROR_EXPORT_JOB_DOES_NOT_EXIST');
        throw error;
      }
    },
  };
}

export type ExportService = ReturnType<typeof exportService>;
