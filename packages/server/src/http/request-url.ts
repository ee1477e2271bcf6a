import type { FastifyRequest } from 'fastify';

/** The absolute URL a client called, for the next/previous links of paginated answers. */
export function requestUrl(request: FastifyRequest): URL {
  return new URL(request.url, `${request.protocol}://${request.host}`);
}
