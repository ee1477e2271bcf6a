import { z } from 'zod';
import type { ErrorCode } from '../errors/error-codes.js';

/** HTTP methods the API uses; there is no PUT anywhere (contract §1.1). */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The four rights a database token grants per table (contract §12). */
export type TableOperation = 'create' | 'read' | 'update' | 'delete';

/** The rights of a database token, in the order the contract lists them. */
export const tableOperations: readonly TableOperation[] = ['create', 'read', 'update', 'delete'];

/**
 * Who may call an endpoint: anyone, any signed-in user, staff only, or — `{ token: right }` — a
 * signed-in user or a database token holding that right on the table named by `:table_id`.
 * `template-preview`: a signed-in user, or anyone when what it reads is in a template's group
 * (contract §1.6); the group policy decides after the lookup, and answers 401 to an anonymous
 * caller anywhere else.
 */
export type EndpointAccess = 'public' | 'user' | 'staff' | 'template-preview' | { token: TableOperation };

/** Whether an anonymous request gets past authentication to the handler (public and template-preview reads). */
export function admitsAnonymous(access: EndpointAccess): boolean {
  return access === 'public' || access === 'template-preview';
}

/** The largest request body most endpoints read, in bytes; an endpoint that imports data declares its own. */
export const defaultBodyLimit = 1024 * 1024;

/**
 * One endpoint of the API, declared once: the server binds a handler to it, the web client
 * calls it and the API docs describe it, so path, schemas, access, errors and success status
 * cannot drift apart.
 */
export interface Endpoint<Body extends z.ZodType | undefined = z.ZodType | undefined, Response = unknown, Query extends z.ZodType | undefined = z.ZodType | undefined> {
  method: HttpMethod;
  /** Express-style path with `:name` parameters, with its trailing slash (documents named like files, `schema.json`, aside). */
  path: string;
  /** The body's schema, checked before the handler runs; `serviceCheckedBody` where the service checks it. */
  body: Body;
  /** The query string's schema; it never fails (bad values fall back to defaults, contract §1.5). */
  query: Query;
  access: EndpointAccess;
  /** 200 for reads, creates and updates; 204 for deletes and a few actions. */
  successStatus: 200 | 204;
  /** Login and token endpoints answer body errors as bare `{key: ["message"]}` (contract §2.2). */
  plainErrors: boolean;
  /** The `ERROR_*` codes this endpoint answers besides authentication and body validation. */
  errors: readonly ErrorCode[];
  /** The largest body it reads, in bytes, when above `defaultBodyLimit`; larger bodies get 413. */
  bodyLimit?: number;
  /** The body is a file (CSV, TSV, bytes) handed to the handler unread, as a stream; every other endpoint answers such a body with 415. */
  streamedBody?: true;
  /** Other paths the reference's looser routes also sent here (`views/view/:view_id/filters/`); served alike, never called or documented. */
  aliases?: readonly string[];
  /** Phantom: carries the response type to the typed client. */
  readonly response?: Response;
}

/** Declares an endpoint whose successful answer has type `Response`. */
export function endpoint<Response = void>() {
  return <Body extends z.ZodType | undefined = undefined, Query extends z.ZodType | undefined = undefined>(definition: {
    method: HttpMethod;
    path: string;
    access: EndpointAccess;
    body?: Body;
    query?: Query;
    successStatus?: 200 | 204;
    plainErrors?: boolean;
    errors?: readonly ErrorCode[];
    bodyLimit?: number;
    streamedBody?: true;
    aliases?: readonly string[];
  }): Endpoint<Body, Response, Query> => ({
    method: definition.method,
    path: definition.path,
    access: definition.access,
    body: definition.body as Body,
    query: definition.query as Query,
    successStatus: definition.successStatus ?? (definition.method === 'DELETE' ? 204 : 200),
    plainErrors: definition.plainErrors ?? false,
    errors: definition.errors ?? [],
    ...(definition.bodyLimit === undefined ? {} : { bodyLimit: definition.bodyLimit }),
    ...(definition.streamedBody === undefined ? {} : { streamedBody: definition.streamedBody }),
    ...(definition.aliases === undefined ? {} : { aliases: definition.aliases }),
  });
}

/**
 * A body whose rules depend on stored data (a field's options, a table's fields), so the
 * service checks it after the lookups the contract orders first; the schema only carries its
 * type to the client and the docs.
 */
export function serviceCheckedBody<T>(description: string) {
  return z.custom<T>(() => true).describe(description);
}

/** The request body type an endpoint accepts. */
export type BodyOf<E> = E extends Endpoint<infer B, unknown, z.ZodType | undefined> ? (B extends z.ZodType ? z.input<B> : undefined) : never;

/** A query parameter's value as a client sends it. */
export type QueryValue = string | number | boolean | undefined;

/** The query parameters an endpoint accepts, as the client sends them. */
export type QueryOf<E> = E extends Endpoint<z.ZodType | undefined, unknown, infer Q>
  ? Q extends z.ZodType
    ? { [K in keyof z.output<Q>]?: QueryValue }
    : undefined
  : never;

/** The query an endpoint's handler receives, read by its schema. */
export type ParsedQueryOf<E> = E extends Endpoint<z.ZodType | undefined, unknown, infer Q> ? (Q extends z.ZodType ? z.output<Q> : undefined) : never;

/** The response type an endpoint answers with. */
export type ResponseOf<E> = E extends Endpoint<z.ZodType | undefined, infer R, z.ZodType | undefined> ? R : never;

/** Whether database tokens may call an endpoint, and with which right. */
export function tokenRight(access: EndpointAccess): TableOperation | undefined {
  return typeof access === 'object' ? access.token : undefined;
}

/** Fills `:name` parameters of an endpoint path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Writes query parameters as a query string (`?a=1&b=2`), leaving out undefined ones; '' when none. */
export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  const pairs = Object.entries(query ?? {}).flatMap(([key, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}
