import type { z } from 'zod';

/** HTTP methods the API uses; there is no PUT anywhere (contract §1.1). */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, any signed-in user, or staff only. */
export type EndpointAccess = 'public' | 'user' | 'staff';

/**
 * One endpoint of the API, declared once: the server binds a handler to it and the web
 * client calls it, so path, body schema, access and success status cannot drift apart.
 */
export interface Endpoint<Body extends z.ZodType | undefined = z.ZodType | undefined, Response = unknown> {
  method: HttpMethod;
  /** Express-style path with `:name` parameters, always with its trailing slash. */
  path: string;
  body: Body;
  access: EndpointAccess;
  /** 200 for reads, creates and updates; 204 for deletes and a few actions. */
  successStatus: 200 | 204;
  /** Login and token endpoints answer body errors as bare `{key: ["message"]}` (contract §2.2). */
  plainErrors: boolean;
  /** Phantom: carries the response type to the typed client. */
  readonly response?: Response;
}

/** Declares an endpoint whose successful answer has type `Response`. */
export function endpoint<Response = void>() {
  return <Body extends z.ZodType | undefined = undefined>(definition: {
    method: HttpMethod;
    path: string;
    access: EndpointAccess;
    body?: Body;
    successStatus?: 200 | 204;
    plainErrors?: boolean;
  }): Endpoint<Body, Response> => ({
    method: definition.method,
    path: definition.path,
    access: definition.access,
    body: definition.body as Body,
    successStatus: definition.successStatus ?? (definition.method === 'DELETE' ? 204 : 200),
    plainErrors: definition.plainErrors ?? false,
  });
}

/** The request body type an endpoint accepts. */
export type BodyOf<E> = E extends Endpoint<infer B, unknown> ? (B extends z.ZodType ? z.input<B> : undefined) : never;

/** The response type an endpoint answers with. */
export type ResponseOf<E> = E extends Endpoint<z.ZodType | undefined, infer R> ? R : never;

/** Fills `:name` parameters of an endpoint path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
