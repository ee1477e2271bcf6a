import { endpoint, serviceCheckedBody, type JobAnswer } from '@cellar/core';

/*
 * Duplication and database export/import endpoints of issue 35 as the reference shapes them. The
 * server's declarations go into core beside `jobEndpoints` and `exportEndpoints`; until they land
 * these local ones carry the same paths and keys, and this file goes once core exports them.
 */

/** A database export job (`export_applications`); its `url` is the file once finished. */
export interface ExportApplicationsJob extends JobAnswer {
  exported_file_name?: string | null;
  url?: string | null;
}

/** A file uploaded for a database import, named by `resource_id` in the import request. */
export interface ImportResource {
  id: number;
  name: string;
}

/** What a duplication or import job answers once finished: the new application or table. */
export interface CreatedByJob extends JobAnswer {
  duplicated_application?: unknown;
  duplicated_table?: unknown;
  installed_applications?: unknown[];
}

/** The endpoints, keyed as core will name them. */
export const pendingJobEndpoints = {
  duplicateApplication: endpoint<CreatedByJob>()({ method: 'POST', path: '/api/applications/:application_id/duplicate/async/', access: 'user' }),
  duplicateTable: endpoint<CreatedByJob>()({ method: 'POST', path: '/api/database/tables/:table_id/duplicate/async/', access: 'user' }),
  exportApplications: endpoint<ExportApplicationsJob>()({
    method: 'POST',
    path: '/api/workspaces/:group_id/export/async/',
    access: 'user',
    body: serviceCheckedBody<{ application_ids: number[]; only_structure: boolean }>('What to export.'),
  }),
  importApplications: endpoint<CreatedByJob>()({
    method: 'POST',
    path: '/api/workspaces/:group_id/import/async/',
    access: 'user',
    body: serviceCheckedBody<{ resource_id: number }>('The uploaded file to import.'),
  }),
} as const;

/** Where a database export file is uploaded before its import (multipart, field `file`). */
export const importUploadPath = (groupId: number) => `/workspaces/${groupId}/import/upload-file/`;
