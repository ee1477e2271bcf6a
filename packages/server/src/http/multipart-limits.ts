import { errorCodes } from 'fastify';

/**
 * Caps on a multipart body's parts, whatever its size: Django's 1,000 fields (the reference's
 * forms allow as many), a few files (the JSON endpoints drain them unread), and a handful of
 * headers a part (browsers send two). busboy reads the request itself, so Fastify's body limit
 * never sees these bytes: the caps and `MultipartBudget` are what bound them.
 */
export const multipartCaps = { fields: 1000, files: 10, parts: 1010, headerPairs: 20 } as const;

/** busboy's limits for an endpoint whose body limit is `bodyLimit`: no one part may be larger than the whole body. */
export function multipartLimits(bodyLimit: number) {
  return { ...multipartCaps, fieldSize: bodyLimit, fileSize: bodyLimit };
}

/** The 413 every body past its endpoint's limit gets, multipart or not (the error handler answers it). */
export function bodyTooLarge(): Error {
  return new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
}

/** Counts a multipart body's bytes part by part (names, values, files) against its endpoint's body limit. */
export class MultipartBudget {
  private used = 0;

  constructor(private readonly limit: number) {}

  /** Adds `bytes`; throws the 413 once the parts read so far hold more than the limit. */
  spend(bytes: number): void {
    this.used += bytes;
    if (this.used > this.limit) throw bodyTooLarge();
  }
}
