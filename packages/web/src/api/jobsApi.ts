import {
  buildPath,
  databaseTransferEndpoints as transfer,
  exportEndpoints,
  jobEndpoints,
  type BodyOf,
  type ExportJob,
  type ImportResource,
  type JobAnswer,
  type JobList,
} from '@cellar/core';
import type { ApiClient } from './client';
import { callEndpoint } from './endpointCall';
import type { UploadProgress } from './sendFile';

export type { ExportJob, ImportResource } from '@cellar/core';

/** What a table or view export is asked for (the reference's export body). */
export type ExportTableRequest = BodyOf<typeof exportEndpoints.exportTable>;

/** A database export job (`export_applications`); its `url` is the file once finished. */
export interface ExportApplicationsJob extends JobAnswer {
  exported_file_name?: string | null;
  url?: string | null;
}

/** A duplication or import job: once finished, the new application or table it made. */
export interface CreatedByJob extends JobAnswer {
  duplicated_application?: unknown;
  duplicated_table?: unknown;
  installed_applications?: unknown[] | null;
}

/** Background jobs (issue 35): starting exports, duplications and imports, and following any job. */
export interface JobsApi {
  get(jobId: number, signal?: AbortSignal): Promise<JobAnswer>;
  cancel(jobId: number): Promise<JobAnswer>;
  list(states?: string): Promise<JobList>;
  exportTable(tableId: number, request: ExportTableRequest): Promise<ExportJob>;
  /** An export job read through the export API, which adds the file's `url` once finished. */
  getExport(jobId: number, signal?: AbortSignal): Promise<ExportJob>;
  duplicateApplication(applicationId: number): Promise<CreatedByJob>;
  duplicateTable(tableId: number): Promise<CreatedByJob>;
  exportApplications(groupId: number, applicationIds: number[], onlyStructure: boolean): Promise<ExportApplicationsJob>;
  uploadImportFile(groupId: number, file: File, onProgress?: (progress: UploadProgress) => void): Promise<ImportResource>;
  importApplications(groupId: number, resourceId: number): Promise<CreatedByJob>;
}

/** Binds the job endpoints to a client. */
export function createJobsApi(client: ApiClient): JobsApi {
  return {
    get: (job_id, signal) => callEndpoint(client, jobEndpoints.getJob, { params: { job_id }, signal }),
    cancel: (job_id) => callEndpoint(client, jobEndpoints.cancelJob, { params: { job_id } }),
    list: (states) => callEndpoint(client, jobEndpoints.listJobs, { query: { states } }),
    exportTable: (table_id, request) => callEndpoint(client, exportEndpoints.exportTable, { params: { table_id }, body: request }),
    getExport: (job_id, signal) => callEndpoint(client, exportEndpoints.getExportJob, { params: { job_id }, signal }),
    duplicateApplication: (application_id) => callEndpoint(client, transfer.duplicateApplicationAsync, { params: { application_id } }),
    duplicateTable: (table_id) => callEndpoint(client, transfer.duplicateTableAsync, { params: { table_id } }),
    exportApplications: (workspace_id, application_ids, only_structure) =>
      callEndpoint(client, transfer.exportApplicationsAsync, { params: { workspace_id }, body: { application_ids, only_structure } }),
    uploadImportFile(workspaceId, file, onProgress) {
      // The reference takes a multipart form; built by hand as a Blob so the client's upload (with its
      // progress and error handling) sends it, and the browser still streams the file from disk.
      const boundary = `----cellar${Math.random().toString(16).slice(2)}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`;
      const body = new Blob([head, file, `\r\n--${boundary}--\r\n`]);
      const path = buildPath(transfer.uploadImportResource.path, { workspace_id: workspaceId }).replace(/^\/api/, '');
      return client.upload<ImportResource>(path, body, { contentType: `multipart/form-data; boundary=${boundary}`, onProgress });
    },
    importApplications: (workspace_id, resource_id) => callEndpoint(client, transfer.importApplicationsAsync, { params: { workspace_id }, body: { resource_id } }),
  };
}
