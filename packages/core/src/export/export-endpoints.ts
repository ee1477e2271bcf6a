import type { z } from 'zod';
import { endpoint, serviceCheckedBody } from '../api/endpoint.js';
import type { JobState } from '../jobs/jobs.js';
import type { exportTableRequest, ExporterType } from './export-options.js';

/** An export job as the reference's ExportJobSerializer gives it. */
export interface ExportJob {
  id: number;
  table: number | null;
  view: number | null;
  exporter_type: ExporterType | null;
  state: JobState;
  /** The same as `state` (the reference keeps it, deprecated). */
  status: JobState;
  exported_file_name: string | null;
  created_at: string;
  progress_percentage: number;
  /** Where the finished file downloads from; null until it is finished. */
  url: string | null;
}

/** How long a finished export's file is kept (the reference's EXPORT_FILE_EXPIRE_MINUTES, 60). */
export const exportFileKeepSeconds = 60 * 60;

// Checked by the service once the table is found, as the reference answers a missing table before a bad body.
const exportTableBody = serviceCheckedBody<z.input<typeof exportTableRequest>>(
  '`exporter_type` (`csv`, `json`, `excel`), an optional `view_id`, `export_charset` (`utf-8` by default), `csv_column_separator` (`,` `;` `|` `tab` `record_separator` `unit_separator`), `csv_include_header` and `excel_include_header` (true by default).',
);

/** Exporting a table or a view to a file, as a job (the reference's database export API). */
export const exportEndpoints = {
  exportTable: endpoint<ExportJob>()({
    method: 'POST',
    path: '/api/database/export/table/:table_id/',
    access: 'user',
    body: exportTableBody,
    errors: ['ERROR_REQUEST_BODY_VALIDATION', 'ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_VIEW_DOES_NOT_EXIST', 'ERROR_VIEW_NOT_IN_TABLE', 'ERROR_MAX_JOB_COUNT_EXCEEDED'],
  }),
  getExportJob: endpoint<ExportJob>()({ method: 'GET', path: '/api/database/export/:job_id/', access: 'user', errors: ['ERROR_EXPORT_JOB_DOES_NOT_EXIST'] }),
} as const;
