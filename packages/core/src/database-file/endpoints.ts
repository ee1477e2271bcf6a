import { z } from 'zod';
import { endpoint } from '../api/endpoint.js';
import type { JobAnswer } from '../jobs/jobs.js';
import { maxRecordId } from '../validation/primitives.js';

/**
 * Moving whole databases (issue 35): duplicating a database or a table, exporting a group's
 * databases to one archive and importing one into any group, each as a job, on the reference's
 * current paths and keys (Baserow `api/applications`, `api/workspaces` export/import,
 * `database/api/tables` duplicate). The archive holds database files (docs/database-file-format.md).
 */

/** The largest archive (or bare database file) an import takes. */
export const maxImportFileBytes = 512 * 1024 * 1024;

/** Bounds of an archive, checked from its directory before anything is inflated (a zip bomb is refused unread). */
export const archiveLimits = {
  /** Entries of one archive: its database files and the user files their cells use. */
  entries: 100_000,
  /** Every entry inflated, together. */
  inflatedBytes: 2 * 1024 * 1024 * 1024,
  /** One database file inflated: it is read whole. */
  databaseFileBytes: 256 * 1024 * 1024,
  /** Databases of one archive. */
  databases: 100,
} as const;

/** How deep a database file's JSON may nest: its own shape is 7 deep; more is a hostile file, refused before parsing. */
export const maxDatabaseFileDepth = 64;

/** An uploaded archive waiting to be imported (the reference's ImportResourceSerializer). */
export interface ImportResource {
  id: number;
  name: string;
  size: number;
}

/** POST /api/workspaces/:workspace_id/export/async/ (the reference's ExportApplicationsJobType request). */
export const exportApplicationsRequest = z
  .object({
    application_ids: z.array(z.number().int().min(1).max(maxRecordId)).max(1000).nullable().optional(),
    only_structure: z.boolean().optional().default(false),
  })
  .strict();

/** POST /api/workspaces/:workspace_id/import/async/ */
export const importApplicationsRequest = z
  .object({
    resource_id: z.number().int().min(1).max(maxRecordId),
    application_ids: z.array(z.number().int().min(1).max(maxRecordId)).max(1000).nullable().optional(),
  })
  .strict();

/** GET /api/workspaces/:workspace_id/export/: the caller's exports of the group, newest first. */
export interface WorkspaceExportList {
  results: JobAnswer[];
}

const groupErrors = ['ERROR_GROUP_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'] as const;
// The multipart framing around the one file part.
const multipartOverhead = 64 * 1024;

/** The endpoints that start these jobs; the jobs are then followed through `/api/jobs/`. */
export const databaseTransferEndpoints = {
  duplicateApplicationAsync: endpoint<JobAnswer>()({
    method: 'POST',
    path: '/api/applications/:application_id/duplicate/async/',
    access: 'user',
    errors: ['ERROR_APPLICATION_DOES_NOT_EXIST', ...groupErrors, 'ERROR_MAX_JOB_COUNT_EXCEEDED', 'ERROR_QUOTA_EXCEEDED'],
  }),
  duplicateTableAsync: endpoint<JobAnswer>()({
    method: 'POST',
    path: '/api/database/tables/:table_id/duplicate/async/',
    access: 'user',
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', ...groupErrors, 'ERROR_MAX_JOB_COUNT_EXCEEDED', 'ERROR_QUOTA_EXCEEDED'],
  }),
  exportApplicationsAsync: endpoint<JobAnswer>()({
    method: 'POST',
    path: '/api/workspaces/:workspace_id/export/async/',
    access: 'user',
    body: exportApplicationsRequest,
    errors: [...groupErrors, 'ERROR_APPLICATION_DOES_NOT_EXIST', 'ERROR_APPLICATION_NOT_IN_GROUP', 'ERROR_MAX_JOB_COUNT_EXCEEDED'],
  }),
  listWorkspaceExports: endpoint<WorkspaceExportList>()({
    method: 'GET',
    path: '/api/workspaces/:workspace_id/export/',
    access: 'user',
    errors: [...groupErrors],
  }),
  uploadImportResource: endpoint<ImportResource>()({
    method: 'POST',
    path: '/api/workspaces/:workspace_id/import/upload-file/',
    access: 'user',
    errors: [...groupErrors, 'ERROR_INVALID_FILE', 'ERROR_FILE_SIZE_TOO_LARGE', 'ERROR_RESOURCE_IS_INVALID'],
    bodyLimit: maxImportFileBytes + multipartOverhead,
  }),
  importApplicationsAsync: endpoint<JobAnswer>()({
    method: 'POST',
    path: '/api/workspaces/:workspace_id/import/async/',
    access: 'user',
    body: importApplicationsRequest,
    errors: [...groupErrors, 'ERROR_RESOURCE_DOES_NOT_EXIST', 'ERROR_RESOURCE_IS_INVALID', 'ERROR_APPLICATION_IDS_NOT_FOUND', 'ERROR_MAX_JOB_COUNT_EXCEEDED'],
  }),
} as const;
