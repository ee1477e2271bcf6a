import { fieldTypes, type DatabaseFileRow } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import type { FieldRecord } from '../../database/fields/fields.repo.js';
import { streamDatabaseFile } from '../../database/database-file/database-file-stream.js';
import { fieldColumnName } from '../../database/tables/user-table-names.js';
import type { JobRun, ServerJobType } from '../../jobs/job-type.js';
import { storagePaths } from '../../user-files/storage/file-storage.js';
import { archivePaths } from './archive-layout.js';
import { zipArchive, type ArchiveSource } from './archive-writer.js';
import { exportedApplications } from './exported-applications.js';

/** What an export is asked for: the group, its databases (none: all), whether rows and files are left out, and the secret part of its file's name. */
export interface ExportApplicationsParams {
  workspace_id: number;
  application_ids: number[];
  only_structure: boolean;
  file_token: string;
}

/** What it made: the archive's name in `export_files/`. */
export interface ExportApplicationsResult {
  exported_file_name: string;
}

/** The archive's name, from the job's id and a secret drawn when it was asked for: /media/ serves it to whoever knows it, as the reference serves exports. */
export const exportFileName = (jobId: number, token: string) => `export_${jobId}_${token}.zip`;

// Every file cell's names in a window, for the archive's `files/`.
function noteFiles(rows: readonly DatabaseFileRow[], fields: readonly FieldRecord[], names: Set<string>): void {
  const fileFields = fields.filter((field) => field.type === 'file' && !fieldTypes[field.type].readOnly);
  for (const field of fileFields) {
    const key = fieldColumnName(field.id);
    for (const row of rows) for (const item of (row[key] as { name?: unknown }[] | null) ?? []) if (typeof item?.name === 'string') names.add(item.name);
  }
}

async function* bytesOf(stream: AsyncIterable<unknown>): AsyncGenerator<Uint8Array> {
  for await (const chunk of stream) yield chunk as Uint8Array;
}

async function* entries(ctx: AppContext, run: JobRun<ExportApplicationsParams>): AsyncGenerator<ArchiveSource> {
  const { job } = run;
  const applications = await exportedApplications(ctx.db.kysely, job.user_id, job.params.workspace_id, job.params.application_ids);
  const files = new Set<string>();
  for (const [index, application] of applications.entries()) {
    const chunks = streamDatabaseFile(ctx.db.kysely, application.id, {
      onlyStructure: job.params.only_structure,
      onRows: (rows, fields) => noteFiles(rows, fields, files),
      onTable: (table, count) => run.progress(((index + table / Math.max(count, 1)) / applications.length) * 90),
    });
    yield { name: archivePaths.database(index + 1), chunks };
  }
  for (const name of files) {
    // A file whose bytes are gone travels without them; its cells are left empty where it is imported.
    const stored = await run.deps.mediaStorage.open(storagePaths.original(name));
    if (stored) yield { name: archivePaths.userFile(name), chunks: bytesOf(stored.stream) };
    await run.progress(99);
  }
}

/**
 * `export_applications` (the reference's ExportApplicationsJobType): a group's databases, or the
 * ones named, written as one zip of database files and the user files their cells use, streamed
 * into the media storage. Membership is checked again when it starts.
 */
export const exportApplicationsJobType: ServerJobType<ExportApplicationsParams, ExportApplicationsResult> = {
  type: 'export_applications',
  keepSeconds: 24 * 60 * 60,
  resumable: true,
  cancellable: true,
  async run(ctx, run) {
    const name = exportFileName(run.job.id, run.job.params.file_token);
    await run.deps.mediaStorage.putStream(storagePaths.exportFile(name), zipArchive(entries(ctx, run)));
    return { exported_file_name: name };
  },
  present(job, ctx) {
    const name = job.result?.exported_file_name ?? null;
    return {
      exported_file_name: name,
      url: name ? `${ctx.config.mediaUrl}${storagePaths.exportFile(name)}` : null,
      workspace_id: job.params.workspace_id,
    };
  },
  async cleanup(_ctx, job, deps) {
    await deps.mediaStorage.delete(storagePaths.exportFile(exportFileName(job.id, job.params.file_token)));
  },
};
