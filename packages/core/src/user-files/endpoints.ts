import { z } from 'zod';
import { endpoint } from '../api/endpoint.js';
import { maxUserFileBytes, type UserFile } from './user-file.js';

/** The longest URL accepted for an upload by URL. */
export const maxFileUrlLength = 2048;

// Syntax only, as the reference's URLField: a scheme it knows and a host. Which schemes may be
// fetched is the service's rule (ERROR_INVALID_FILE_URL), not a body error.
const syntacticUrl = z.url({ protocol: /^(https?|ftps?)$/, hostname: /^.+$/ });

/** The body of an upload by URL (contract §4). */
export const uploadViaUrlRequest = z.object({
  url: z.string().trim().min(1).max(maxFileUrlLength).pipe(syntacticUrl),
});

// Multipart framing (boundaries, headers) on top of the file itself.
const multipartOverhead = 64 * 1024;

/** Uploads of user files (contract §4); the file endpoint reads multipart only, which its route parses. */
export const userFileEndpoints = {
  uploadFile: endpoint<UserFile>()({
    method: 'POST',
    path: '/api/user-files/upload-file/',
    access: 'user',
    errors: ['ERROR_INVALID_FILE', 'ERROR_FILE_SIZE_TOO_LARGE'],
    bodyLimit: maxUserFileBytes + multipartOverhead,
  }),
  uploadViaUrl: endpoint<UserFile>()({
    method: 'POST',
    path: '/api/user-files/upload-via-url/',
    access: 'user',
    body: uploadViaUrlRequest,
    errors: ['ERROR_INVALID_FILE_URL', 'ERROR_FILE_URL_COULD_NOT_BE_REACHED', 'ERROR_FILE_SIZE_TOO_LARGE'],
  }),
};
