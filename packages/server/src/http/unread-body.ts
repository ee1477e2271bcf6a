import type { FastifyRequest } from 'fastify';

/**
 * Reads and drops what the client still sends of a refused body (as Fastify does past a JSON body's
 * limit): left unread, or piped to a parser no one reads, the request would stall and hold its
 * connection until the client gave up, and the answer would not arrive.
 */
export function discardUnreadBody(request: FastifyRequest): void {
  if (request.raw.complete) return;
  request.raw.unpipe();
  request.raw.resume();
}
