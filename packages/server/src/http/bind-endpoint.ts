import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CredentialsError, parseBody, ValidationError, type Endpoint, type ResponseOf } from '@cellar/core';
import type { z } from 'zod';
import type { SessionsService } from '../accounts/sessions.service.js';
import type { UserRecord } from '../accounts/users.repo.js';
import { authenticateRequest } from './authenticate.js';
import { AuthenticationError, notAuthenticated, PermissionDeniedError } from './http-errors.js';
import type { RouteTable } from './route-table.js';

type ParsedBody<E> = E extends Endpoint<infer B, unknown> ? (B extends z.ZodType ? z.output<B> : undefined) : never;
type UserFor<E> = E extends { access: 'public' } ? UserRecord | undefined : UserRecord;

/** What a handler receives: the checked body, path parameters, the caller and the raw request. */
export interface HandlerInput<E extends Endpoint> {
  body: ParsedBody<E>;
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  user: UserFor<E>;
  request: FastifyRequest;
}

// Path ids are positive integers (contract §1.1); anything else is simply not a route.
function fastifyPath(path: string): string {
  return path.replace(/:([a-z_]*id)(?=\/)/g, ':$1(^\\d+)');
}

/** Binds a handler to one endpoint declared in core. */
export type BindEndpoint = <E extends Endpoint>(endpoint: E, handler: (input: HandlerInput<E>) => Promise<ResponseOf<E>>) => void;

/**
 * Makes the binder the routes use: authentication and access first, then the body against its
 * schema (contract §1.4 order), then the handler; answers with the endpoint's success status.
 * Handlers stay thin: they call a service and return what it presents.
 */
export function endpointBinder(app: FastifyInstance, sessions: SessionsService, routes: RouteTable): BindEndpoint {
  return (endpoint, handler) => {
    routes.add(endpoint.method, endpoint.path);
    app.route({
      method: endpoint.method,
      url: fastifyPath(endpoint.path),
      handler: async (request, reply) => {
        const user = await authenticateRequest(request, sessions);
        if (endpoint.access !== 'public' && !user) throw new AuthenticationError(notAuthenticated);
        if (endpoint.access === 'staff' && !user?.is_staff) throw new PermissionDeniedError();
        const body = endpoint.body ? parseEndpointBody(endpoint, request.body) : undefined;
        const result = await handler({
          body: body as never,
          params: request.params as Record<string, string>,
          query: request.query as Record<string, string | string[] | undefined>,
          user: user as never,
          request,
        });
        if (endpoint.successStatus === 204) return reply.status(204).send();
        return reply.status(200).send(result);
      },
    });
  };
}

function parseEndpointBody(endpoint: Endpoint, raw: unknown): unknown {
  try {
    return parseBody(endpoint.body as z.ZodType, raw);
  } catch (error) {
    if (!(error instanceof ValidationError) || !endpoint.plainErrors) throw error;
    const detail = error.detail as Record<string, { error: string }[]>;
    const plain = Object.fromEntries(Object.entries(detail).map(([key, errors]) => [key, errors.map((e) => e.error)]));
    throw new CredentialsError(plain);
  }
}
