import type { FastifyRequest } from 'fastify';

/** A multipart body that cannot be read: a 400 with the reference's detail (contract §1.3). */
export class MultipartParseError extends Error {
  readonly statusCode = 400;
  readonly code = 'CELLAR_MULTIPART_PARSE';
}

/**
 * The fields of a multipart body, read as a form-encoded one is (strings; a repeated key gives a
 * list), for the JSON endpoints that the contract lets clients call with forms too (§1.1). File
 * parts carry no field of these endpoints and are drained unread; limits keep a body small.
 */
export async function multipartFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: { fields: 1000, fieldSize: 1024 * 1024, files: 10, fileSize: 1 } })) {
      if (part.type === 'file') {
        part.file.resume();
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const earlier = fields[part.fieldname];
      fields[part.fieldname] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
    }
  } catch (error) {
    throw new MultipartParseError(`Multipart form parse error - ${(error as Error).message}`);
  }
  return fields;
}
