import type { FastifyRequest } from 'fastify';
import { bodyTooLarge, multipartLimits, MultipartBudget } from './multipart-limits.js';
import { discardUnreadBody } from './unread-body.js';

/** A multipart body that cannot be read: a 400 with the reference's detail (contract §1.3). */
export class MultipartParseError extends Error {
  readonly statusCode = 400;
  readonly code = 'CELLAR_MULTIPART_PARSE';
}

// Errors that mean "too large" rather than "malformed": ours, and busboy's for a file part
// longer than the whole body may be.
function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * The fields of a multipart body, read as a form-encoded one is (strings; a repeated key gives a
 * list), for the JSON endpoints that the contract lets clients call with forms too (§1.1). File
 * parts carry no field of these endpoints and are drained unread. Every part's bytes count
 * against the endpoint's body limit (413 past it), as a JSON body's do.
 */
export async function multipartFields(request: FastifyRequest, bodyLimit: number): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  const budget = new MultipartBudget(bodyLimit);
  try {
    for await (const part of request.parts({ limits: multipartLimits(bodyLimit) })) {
      budget.spend(Buffer.byteLength(part.fieldname));
      if (part.type === 'file') {
        for await (const chunk of part.file) budget.spend((chunk as Buffer).length);
        continue;
      }
      // A value cut at the field size was longer than the whole body may be.
      if (part.valueTruncated) throw bodyTooLarge();
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      budget.spend(Buffer.byteLength(value));
      const earlier = fields[part.fieldname];
      fields[part.fieldname] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
    }
  } catch (error) {
    discardUnreadBody(request);
    if (isTooLarge(error)) throw bodyTooLarge();
    throw new MultipartParseError(`Multipart form parse error - ${(error as Error).message}`);
  }
  return fields;
}
