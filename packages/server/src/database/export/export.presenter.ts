import type { ExportJob, JobAnswer } from '@cellar/core';

/** An export job as the reference's ExportJobSerializer gives it, from the job as /api/jobs/ gives it (the type's keys included). */
export function presentExportJob(job: JobAnswer): ExportJob {
  return {
    id: job.id,
    table: (job.table as number | null | undefined) ?? null,
    view: (job.view as number | null | undefined) ?? null,
    exporter_type: (job.exporter_type as ExportJob['exporter_type'] | undefined) ?? null,
    state: job.state,
    status: job.state,
    exported_file_name: (job.exported_file_name as string | null | undefined) ?? null,
    created_at: (job.created_at as string | undefined) ?? job.created_on,
    progress_percentage: job.progress_percentage,
    url: (job.url as string | null | undefined) ?? null,
  };
}
