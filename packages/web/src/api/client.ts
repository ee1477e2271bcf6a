import { ApiError } from './ApiError';

/** HTTP methods the contract uses; there is no PUT (contract §1.1). */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** How the client finds the session and reports its end. */
export interface ApiClientOptions {
  /** Prefix of every path; same-origin by default, as the server serves the app. */
  baseUrl?: string;
  getToken?: () => string | null;
  /** The live channel's socket id: events a request causes are then not echoed to that socket (contract §13). */
  getWebSocketId?: () => string | null;
  /** Called when a request that carried a token is answered 401, i.e. the session is gone. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

/** Options of one request. */
export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Leave out the Authorization header even when logged in (login, refresh). */
  anonymous?: boolean;
}

/** The typed client's transport: JSON in, JSON out, every failure turned into an ApiError. */
export class ApiClient {
  readonly #options: ApiClientOptions;

  constructor(options: ApiClientOptions = {}) {
    this.#options = options;
  }

  /** Sends one request to `/api{path}`; paths keep the contract's trailing slash. */
  async request<T>(method: Method, path: string, { body, signal, anonymous }: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = anonymous ? null : (this.#options.getToken?.() ?? null);
    if (token) headers.Authorization = `JWT ${token}`;
    const webSocketId = this.#options.getWebSocketId?.() ?? null;
    if (webSocketId) headers.WebSocketId = webSocketId;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    const doFetch = this.#options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(`${this.#options.baseUrl ?? '/api'}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      // An abort is the caller's own doing, not a network failure.
      if (signal?.aborted) throw cause;
      throw new ApiError(null, null, cause);
    }

    const payload = await readBody(response);
    if (!response.ok) {
      if (response.status === 401 && token) this.#options.onUnauthorized?.();
      throw new ApiError(response.status, payload);
    }
    return payload as T;
  }

  get<T>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body: body ?? {} });
  }

  patch<T>(path: string, body: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }

  delete(path: string, options?: RequestOptions) {
    return this.request<void>('DELETE', path, options);
  }
}

// 204s and HTML 404s carry no JSON; both must still reach the caller cleanly.
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
