import type { FastifyInstance, FastifyRequest } from 'fastify';
import { admitsAnonymous, CredentialsError, defaultBodyLimit, findUnstorableText, maxRecordId, nestErrors, parseBody, toValidationDetail, unstorableTextError, ValidationError, type Endpoint, type ValidationDetail, type ParsedQueryOf, type ResponseOf } from '@cellar/core';
import type { z } from 'zod';
import type { Caller } from '../callers/caller.js';
import { authenticateRequest, type Authenticators } from './authenticate.js';
import { multipartFields } from './multipart-fields.js';
import { AuthenticationError, notAuthenticated, PermissionDeniedError } from './http-errors.js';
import type { RouteTable } from './route-table.js';

type ParsedBody<E> = E extends Endpoint<infer B, unknown, z.ZodType | undefined> ? (B extends z.ZodType ? z.output<B> : undefined) : never;
type CallerFor<E> = E extends { access: 'public' | 'template-preview' } ? Caller | undefined : Caller;

/** What a handler receives: the checked body and query, path parameters, the caller and the raw request. */
export interface HandlerInput<E extends Endpoint> {
  body: ParsedBody<E>;
  query: ParsedQueryOf<E>;
  params: Record<string, string>;
  caller: CallerFor<E>;
  request: FastifyRequest;
}

// Path ids are positive integers (contract §1.1); anything else is simply not a route.
function fastifyPath(path: string): string {
  return path.replace(/:([a-z_]*id)(?=\/)/g, ':$1(^\\d+)');
}

/** Binds a handler to one endpoint declared in core. */
export type BindEndpoint = <E extends Endpoint>(endpoint: E, handler: (input: HandlerInput<E>) => Promise<ResponseOf<E>>) => void;

/**
 * Makes the binder the routes use: authentication and access first — before the body is even
 * read, so an anonymous request cannot make the server parse a large one — then the body against
 * its schema (contract §1.4 order) and the query against its lenient schema, then the handler;
 * answers with the endpoint's success status. Bodies above the endpoint's limit (1 MiB unless
 * it declares more) get 413. Handlers stay thin: they call a service and return what it presents.
 */
export function endpointBinder(app: FastifyInstance, auth: Authenticators, routes: RouteTable): BindEndpoint {
  const callers = new WeakMap<FastifyRequest, Caller | undefined>();
  return (endpoint, handler) => {
    // An endpoint's aliases (paths the reference's looser routes also matched) are the same route.
    for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) bindPath(endpoint, handler, path);
  };

  function bindPath<E extends Endpoint>(endpoint: E, handler: (input: HandlerInput<E>) => Promise<ResponseOf<E>>, path: string): void {
    routes.add(endpoint.method, path);
    app.route({
      method: endpoint.method,
      url: fastifyPath(path),
      ...(endpoint.bodyLimit === undefined ? {} : { bodyLimit: endpoint.bodyLimit }),
      config: { streamedBody: endpoint.streamedBody === true },
      onRequest: async (request) => {
        const caller = await authenticateRequest(request, endpoint.access, auth);
        if (!admitsAnonymous(endpoint.access) && !caller) throw new AuthenticationError(notAuthenticated);
        if (endpoint.access === 'staff' && !caller?.user.is_staff) throw new PermissionDeniedError();
        callers.set(request, caller);
      },
      handler: async (request, reply) => {
        const caller = callers.get(request);
        const rawBody = endpoint.body && request.isMultipart() ? await multipartFields(request, endpoint.bodyLimit ?? defaultBodyLimit) : request.body;
        const body = endpoint.body ? parseEndpointBody(endpoint, rawBody) : undefined;
        const query = endpoint.query ? parseQuery(endpoint.query, request.query) : undefined;
        const result = await handler({
          body: body as never,
          query: query as never,
          params: paramsNamingRecords(request.params as Record<string, string>),
          caller: caller as never,
          request,
        });
        if (endpoint.successStatus === 204) return reply.status(204).send();
        return reply.status(200).send(result);
      },
    });
  }
}

/**
 * Path parameters as the services may use them: an id past PostgreSQL's integer range, or text no
 * column can hold, names no record, so it becomes one that names none (ids start at 1) and the
 * service answers its usual "does not exist" in its usual order of checks.
 */
function paramsNamingRecords(params: Record<string, string>): Record<string, string> {
  const named: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const isId = name.endsWith('id') && /^\d+$/.test(value);
    if (isId) named[name] = Number(value) > maxRecordId ? '0' : String(Number(value));
    else named[name] = unstorableTextError(value) ? '' : value;
  }
  return named;
}

// The messages of one key's errors, however deep they sit (a list's items, an object's keys).
function messagesIn(errors: ValidationDetail[string]): string[] {
  if (Array.isArray(errors)) return errors.flatMap((entry) => ('error' in entry && typeof entry.error === 'string' ? [entry.error] : messagesIn(entry as ValidationDetail[string])));
  return Object.values(errors).flatMap((nested) => messagesIn(nested));
}

function parseEndpointBody(endpoint: Endpoint, raw: unknown): unknown {
  try {
    return parseBody(endpoint.body as z.ZodType, raw);
  } catch (error) {
    if (!(error instanceof ValidationError) || !endpoint.plainErrors) throw error;
    const plain = Object.fromEntries(Object.entries(error.detail as ValidationDetail).map(([key, errors]) => [key, messagesIn(errors)]));
    throw new CredentialsError(plain);
  }
}

// Query schemas fall back to defaults rather than fail; a value of the wrong shape, or text no
// column can hold, is still a 400, never a 500.
function parseQuery(schema: z.ZodType, raw: unknown): unknown {
  const unstorable = findUnstorableText(raw);
  if (unstorable) throw new ValidationError(nestErrors([unstorable]));
  const result = schema.safeParse(raw ?? {});
  if (result.success) return result.data;
  throw new ValidationError(toValidationDetail(result.error.issues));
}
