import { buildPath, type BodyOf, type Endpoint, type ResponseOf } from '@cellar/core';

/** An HTTP answer as a test sees it. */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls endpoints declared in core over real HTTP, the way a client would. */
export class ApiClient {
  constructor(readonly baseUrl: string) {}

  /** Calls a declared endpoint; `token` is sent as `Authorization: JWT <token>`. */
  async call<E extends Endpoint>(
    endpoint: E,
    options: { body?: BodyOf<E>; params?: Record<string, string | number>; token?: string } = {},
  ): Promise<ApiAnswer<ResponseOf<E>>> {
    return this.raw(endpoint.method, buildPath(endpoint.path, options.params), {
      json: options.body,
      headers: options.token ? { Authorization: `JWT ${options.token}` } : {},
    }) as Promise<ApiAnswer<ResponseOf<E>>>;
  }

  /** Sends any request: for malformed bodies, odd headers and unrouted paths. */
  async raw(
    method: string,
    path: string,
    options: { json?: unknown; body?: string | FormData; headers?: Record<string, string> } = {},
  ): Promise<ApiAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text !== '') parsed = JSON.parse(text);
    return { status: response.status, body: parsed, headers: response.headers };
  }
}
