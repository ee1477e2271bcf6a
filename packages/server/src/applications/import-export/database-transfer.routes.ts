import { databaseTransferEndpoints as endpoints, DomainError, maxImportFileBytes } from '@cellar/core';
import type { FastifyRequest } from 'fastify';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import { hasEmptyBody } from '../../http/body-parsers.js';
import { discardUnreadBody } from '../../http/unread-body.js';
import type { Services } from '../../services.js';
import type { IncomingArchive } from './import-resources.js';

// A broken multipart body is an invalid file, never a server error; the parser's size error means the same as ours.
function asUploadError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return new DomainError('ERROR_FILE_SIZE_TOO_LARGE');
  return new DomainError('ERROR_INVALID_FILE');
}

async function* guarded(chunks: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  try {
    yield* chunks;
  } catch (error) {
    throw asUploadError(error);
  }
}

/** The `file` part of the upload (as the reference's MultiPartParser finds it), or null when there is none. */
async function archivePart(request: FastifyRequest): Promise<IncomingArchive | null> {
  if (!request.isMultipart()) {
    if (hasEmptyBody(request.headers)) return null;
    throw new DomainError('ERROR_INVALID_FILE');
  }
  // One byte past the limit reaches the bounded read, which answers 413.
  const part = await request.file({ limits: { fileSize: maxImportFileBytes + 1, files: 1, fields: 20, fieldSize: 1024, parts: 40, headerPairs: 20 } }).catch((error: unknown) => {
    throw asUploadError(error);
  });
  if (!part) return null;
  if (part.fieldname !== 'file') {
    part.file.resume();
    return null;
  }
  return { fileName: part.filename, chunks: guarded(part.file) };
}

/** Duplicating, exporting and importing databases as jobs (Baserow's current paths). */
export function registerDatabaseTransferRoutes(bind: BindEndpoint, { databaseTransfer }: Services): void {
  const id = (value: string | undefined) => Number(value);
  bind(endpoints.duplicateApplicationAsync, ({ caller, params }) => databaseTransfer.duplicateApplication(caller, id(params.application_id)));
  bind(endpoints.duplicateTableAsync, ({ caller, params }) => databaseTransfer.duplicateTable(caller, id(params.table_id)));
  bind(endpoints.exportApplicationsAsync, ({ caller, params, body }) => databaseTransfer.exportApplications(caller, id(params.workspace_id), body));
  bind(endpoints.listWorkspaceExports, ({ caller, params }) => databaseTransfer.listExports(caller, id(params.workspace_id)));
  bind(endpoints.uploadImportResource, async ({ caller, params, request }) => {
    try {
      return await databaseTransfer.uploadResource(caller, id(params.workspace_id), await archivePart(request));
    } catch (error) {
      discardUnreadBody(request);
      throw error;
    }
  });
  bind(endpoints.importApplicationsAsync, ({ caller, params, body }) => databaseTransfer.importApplications(caller, id(params.workspace_id), body));
}
