import type { FastifyError, FastifyInstance } from 'fastify';
import { CredentialsError, DomainError } from '@cellar/core';
import { isDatabaseUnavailable, isStatementTimeout, storageLimitReached } from '../db/errors.js';
import { CallerRequiredError } from '../callers/caller-required.js';
import { AuthenticationError, notAuthenticated, PermissionDeniedError } from './http-errors.js';

/** Seconds a client is asked to wait before it tries again while the database is away. */
const retryAfterSeconds = 5;

/** The one place where every error becomes an HTTP answer; unknown errors never leak a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.status).send({ error: error.code, detail: error.detail });
    }
    if (error instanceof CredentialsError) return reply.status(400).send(error.body);
    if (error instanceof CallerRequiredError) return reply.status(401).header('WWW-Authenticate', 'JWT realm="api"').send({ detail: notAuthenticated });
    if (error instanceof AuthenticationError) {
      const body = error.code ? { detail: error.detail, error: error.code } : { detail: error.detail };
      return reply.status(401).header('WWW-Authenticate', 'JWT realm="api"').send(body);
    }
    if (error instanceof PermissionDeniedError) return reply.status(403).send({ detail: error.detail });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.` });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ detail: 'The request body is too large.' });
    }
    if (error.statusCode === 400 && (error.code === 'CELLAR_JSON_PARSE' || error.code === 'CELLAR_MULTIPART_PARSE')) {
      return reply.status(400).send({ detail: error.message });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: error.message });
    }
    const limit = storageLimitReached(error);
    if (limit) return reply.status(400).send({ error: limit.code, detail: limit.detail });
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', String(retryAfterSeconds)).send({ error: 'ERROR_DATABASE_UNAVAILABLE', detail: 'The database cannot be reached at the moment. Try again shortly.' });
    }
    if (isStatementTimeout(error)) {
      request.log.warn({ err: error }, 'statement timeout');
      return reply.status(503).header('Retry-After', String(retryAfterSeconds)).send({ error: 'ERROR_DATABASE_TIMEOUT', detail: 'The request took too long and was stopped. Try again, or ask for less at once.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'A server error occurred. The error has been logged.' });
  });
}
