import { PassThrough } from 'node:stream';
import { DomainError, exportFileKeepSeconds, isExportJobParams, type ExportJobParams } from '@cellar/core';
import { findMembership } from '../../groups/memberships.repo.js';
import type { ServerJobType } from '../../jobs/job-type.js';
import { getTableOrThrow } from '../table.policy.js';
import { exportFileName, exportFilePath, exportFileUrl } from './export-file.js';
import { exportSource } from './export-rows.js';
import { exportFormats } from './formats/export-formats.js';

/** What a finished export made. */
export interface ExportJobResult {
  exported_file_name: string;
}

/**
 * `export_table`: writes a table or a view to a CSV, XLSX or JSON file in the media storage, window
 * by window (progress after each), and keeps it an hour (the reference's EXPORT_FILE_EXPIRE_MINUTES).
 * The caller's rights were checked when it was queued; they are checked again when it starts, as the
 * reference's export task does, since a person may have left the group meanwhile.
 */
export const exportTableJobType: ServerJobType<ExportJobParams, ExportJobResult> = {
  type: 'export_table',
  keepSeconds: exportFileKeepSeconds,
  // Writing the file again from the start gives the same file: a job a stopped server left runs again.
  resumable: true,
  cancellable: true,

  async run(ctx, { deps, job, progress }) {
    const db = ctx.db.kysely;
    const params = job.params;
    const table = await getTableOrThrow(db, params.table_id);
    if (!(await findMembership(db, table.groupId, job.user_id))) {
      throw new DomainError('ERROR_USER_NOT_IN_GROUP', 'You no longer have access to the group of this table, so it was not exported.');
    }
    const source = await exportSource(db, deps.rowReader, table.id, params.view_id);
    const name = exportFileName(job.id, params);
    const out = new PassThrough();
    const stored = deps.mediaStorage.putStream(exportFilePath(name), out);
    try {
      await exportFormats[params.exporter_type].write(out, source, params, (rows) => progress(source.total === 0 ? 99 : (rows / source.total) * 100));
      out.end();
    } catch (error) {
      // The storage deletes the part it wrote; the error is the job's.
      out.destroy(error instanceof Error ? error : new Error(String(error)));
      await stored.catch(() => undefined);
      throw error;
    }
    await stored;
    return { exported_file_name: name };
  },

  present(job, ctx) {
    const params = isExportJobParams(job.params) ? job.params : null;
    const name = job.state === 'finished' ? (job.result?.exported_file_name ?? null) : null;
    return {
      table: params?.table_id ?? null,
      view: params?.view_id ?? null,
      exporter_type: params?.exporter_type ?? null,
      status: job.state,
      exported_file_name: name,
      created_at: job.created_on.toISOString(),
      url: name ? exportFileUrl(ctx.config.mediaUrl, name) : null,
    };
  },

  async cleanup(_ctx, job, deps) {
    if (!isExportJobParams(job.params)) return;
    await deps.mediaStorage.delete(exportFilePath(exportFileName(job.id, job.params)));
  },
};
