import { buildPath, buildQuery, type BodyOf, type Endpoint, type QueryOf, type QueryValue, type ResponseOf } from '@cellar/core';
import type { ApiClient } from './client';

/** Path parameters of an endpoint, filled into its `:name` placeholders. */
export type PathParams = Record<string, string | number>;

/** What one call of an endpoint sends: path parameters, body and query typed by the endpoint's declaration. */
export interface EndpointCall<E extends Endpoint> {
  params?: PathParams;
  body?: BodyOf<E>;
  query?: QueryOf<E>;
  signal?: AbortSignal;
  /** Leave out the Authorization header even when logged in (login, refresh, sign up, reset). */
  anonymous?: boolean;
}

/**
 * Calls an endpoint declared in core, so method, path, body, query and answer come from the
 * contract rather than being retyped here. Core's paths carry the `/api` prefix the client adds itself.
 */
export function callEndpoint<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  { params, body, query, signal, anonymous }: EndpointCall<E> = {},
): Promise<ResponseOf<E>> {
  // QueryOf<E> is still unresolved here; every variant of it is such a record.
  const queryString = buildQuery(query as Record<string, QueryValue> | undefined);
  const path = buildPath(endpoint.path, params).replace(/^\/api/, '') + queryString;
  // POST and PATCH always carry a JSON body, `{}` for the bodiless actions, as `ApiClient.post` does.
  const sendsBody = endpoint.method === 'POST' || endpoint.method === 'PATCH';
  return client.request<ResponseOf<E>>(endpoint.method, path, { body: sendsBody ? (body ?? {}) : undefined, signal, anonymous });
}
