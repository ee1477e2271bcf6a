import type { UserResponse } from '@cellar/core';

/** A request as a fake handler sees it. */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** A handler's answer: a status and a JSON body, or 'network' to simulate an unreachable server. */
export type FakeAnswer = { status: number; body?: unknown } | 'network';
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** A fetch that answers from a table of `'METHOD /api/path/'` handlers and records every call. */
export function createFakeFetch(handlers: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const path = String(input);
    const method = init.method ?? 'GET';
    const request: FakeRequest = {
      method,
      path,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(request);
    const handler = handlers[`${method} ${path}`];
    if (!handler) return new Response('<h1>Not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
    const answer = await handler(request);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : body, { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, handlers };
}

/** An unsigned JWT whose only meaningful claim is `exp`; the client never verifies signatures. */
export function fakeJwt(expiresInSeconds: number, nowMs = Date.now()): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(nowMs / 1000) + expiresInSeconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ user_id: 1, username: 'ada@example.com', exp, orig_iat: exp - expiresInSeconds })}.signature`;
}

/** A regular user, and a staff one. */
export const ada: UserResponse = { first_name: 'Ada Lovelace', username: 'ada@example.com', is_staff: false };
export const grace: UserResponse = { first_name: 'Grace Hopper', username: 'grace@example.com', is_staff: true };

/** An in-memory token storage in place of the cookie. */
export function memoryStorage(initial: string | null = null) {
  let token = initial;
  return {
    get: () => token,
    set: (next: string) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}
