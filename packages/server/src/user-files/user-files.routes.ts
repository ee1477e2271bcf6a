import { DomainError, maxUserFileBytes, userFileEndpoints as endpoints } from '@cellar/core';
import type { FastifyRequest } from 'fastify';
import type { BindEndpoint } from '../http/bind-endpoint.js';
import { hasEmptyBody } from '../http/body-parsers.js';
import { discardUnreadBody } from '../http/unread-body.js';
import type { Services } from '../services.js';
import type { IncomingFile } from './user-files.service.js';

// Fastify's own error for a body type a route does not read; the error handler answers it with 415.
function unsupportedMediaType(): Error {
  return Object.assign(new Error('Unsupported Media Type'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 });
}

// A broken multipart body (bad framing, cut short) is an invalid file, never a server error; the
// parser's own size error means the same as ours.
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

/** The `file` part of a multipart request (contract §4), or null when there is none. */
async function filePart(request: FastifyRequest): Promise<IncomingFile | null> {
  // No body at all is no file, as the reference's multipart-only parser finds none in it.
  if (!request.isMultipart()) {
    if (hasEmptyBody(request.headers)) return null;
    throw unsupportedMediaType();
  }
  // One byte past the limit reaches the service, which answers 413 (contract §4). Fields are read
  // by no one here: 20 of at most 1 KiB keep the whole body within the endpoint's limit.
  const part = await request.file({ limits: { fileSize: maxUserFileBytes + 1, files: 1, fields: 20, fieldSize: 1024, parts: 40, headerPairs: 20 } }).catch((error: unknown) => {
    throw asUploadError(error);
  });
  if (!part) return null;
  if (part.fieldname !== 'file') {
    part.file.resume();
    return null;
  }
  return { fileName: part.filename, chunks: guarded(part.file) };
}

/** The upload endpoints of contract §4. */
export function registerUserFileRoutes(bind: BindEndpoint, { userFiles }: Services): void {
  bind(endpoints.uploadFile, async ({ caller, request }) => {
    try {
      return await userFiles.uploadFile(caller, await filePart(request));
    } catch (error) {
      // A refusal before the file is read (too many uploads) leaves it on the wire.
      discardUnreadBody(request);
      throw error;
    }
  });
  bind(endpoints.uploadViaUrl, ({ caller, body }) => userFiles.uploadViaUrl(caller, body.url));
}
