import { ApiError } from './ApiError';
import { clientSessionId, currentActionGroupId } from './clientSession';
import { sendFileWithXhr, type SendFile, type UploadProgress } from './sendFile';

/** HTTP methods the contract uses; there is no PUT (contract §1.1). */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** How the client finds the session and reports its end. */
export interface ApiClientOptions {
  /** Prefix of every path; same-origin by default, as the server serves the app. */
  baseUrl?: string;
  getToken?: () => string | null;
  /** The live channel's socket id: events a request causes are then not echoed to that socket (contract §13). */
  getWebSocketId?: () => string | null;
  /**
   * The tab's ClientSessionId, sent with every request so the server's undo and redo keep each
   * tab's steps apart; a UUID kept in sessionStorage by default.
   */
  getClientSessionId?: () => string | null;
  /** Called when a request that carried a token is answered 401, i.e. the session is gone. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  /** How files are uploaded; XMLHttpRequest by default, for its upload progress. */
  sendFile?: SendFile;
}

/** Options of one request. */
export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Leave out the Authorization header even when logged in (login, refresh). */
  anonymous?: boolean;
  /** The ClientUndoRedoActionGroupId of a change sent as several requests (a big paste): undone as one step. */
  actionGroupId?: string;
}

/** Options of one file upload. */
export interface UploadOptions {
  contentType: string;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/** The typed client's transport: JSON in, JSON out, every failure turned into an ApiError. */
export class ApiClient {
  readonly #options: ApiClientOptions;

  constructor(options: ApiClientOptions = {}) {
    this.#options = options;
  }

  /** Sends one request to `/api{path}`; paths keep the contract's trailing slash. */
  async request<T>(method: Method, path: string, { body, signal, anonymous, actionGroupId }: RequestOptions = {}): Promise<T> {
    const headers = this.#headers(anonymous ?? false);
    const group = actionGroupId ?? currentActionGroupId();
    if (group) headers.ClientUndoRedoActionGroupId = group;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const doFetch = this.#options.fetch ?? globalThis.fetch.bind(globalThis);
    const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal };
    return this.#answer<T>(() => doFetch(this.#url(path), init), headers, signal);
  }

  /** POSTs a file as the raw body to `/api{path}`, reporting the bytes sent; answers and fails as `request` does. */
  upload<T>(path: string, file: Blob, { contentType, signal, onProgress }: UploadOptions): Promise<T> {
    const headers = { ...this.#headers(false), 'Content-Type': contentType };
    const sendFile = this.#options.sendFile ?? sendFileWithXhr;
    return this.#answer<T>(() => sendFile(this.#url(path), { headers, body: file, signal, onProgress }), headers, signal);
  }

  #url(path: string): string {
    return `${this.#options.baseUrl ?? '/api'}${path}`;
  }

  #headers(anonymous: boolean): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = anonymous ? null : (this.#options.getToken?.() ?? null);
    if (token) headers.Authorization = `JWT ${token}`;
    const webSocketId = this.#options.getWebSocketId?.() ?? null;
    if (webSocketId) headers.WebSocketId = webSocketId;
    const sessionId = this.#options.getClientSessionId ? this.#options.getClientSessionId() : clientSessionId();
    if (sessionId) headers.ClientSessionId = sessionId;
    return headers;
  }

  // Every failure becomes an ApiError; a 401 to a request that carried a token ends the session.
  async #answer<T>(send: () => Promise<Response>, headers: Record<string, string>, signal: AbortSignal | undefined): Promise<T> {
    let response: Response;
    try {
      response = await send();
    } catch (cause) {
      // An abort is the caller's own doing, not a network failure.
      if (signal?.aborted) throw cause;
      throw new ApiError(null, null, cause);
    }
    const payload = await readBody(response);
    if (!response.ok) {
      if (response.status === 401 && headers.Authorization) this.#options.onUnauthorized?.();
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
