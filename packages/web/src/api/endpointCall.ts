import { buildPath, type BodyOf, type Endpoint, type ResponseOf } from '@cellar/core';
import type { ApiClient, RequestOptions } from './client';

/** Path parameters of an endpoint, filled into its `:name` placeholders. */
export type PathParams = Record<string, string | number>;

/**
 * Calls an endpoint declared in core, so method, path, body and answer come from the contract
 * rather than being retyped here. Core's paths carry the `/api` prefix the client adds itself.
 */
export function callEndpoint<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  params: PathParams = {},
  body?: BodyOf<E>,
  options: RequestOptions = {},
): Promise<ResponseOf<E>> {
  const path = buildPath(endpoint.path, params).replace(/^\/api/, '');
  const sendsBody = endpoint.method === 'POST' || endpoint.method === 'PATCH';
  return client.request<ResponseOf<E>>(endpoint.method, path, { ...options, body: sendsBody ? (body ?? {}) : undefined });
}
