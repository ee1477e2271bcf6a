import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './address-policy.js';

/** A response's status, redirect target and body stream. */
export interface RawResponse {
  status: number;
  location: string | undefined;
  body: http.IncomingMessage;
}

// The resolver a connection uses: always the address that was checked, so a second DNS answer
// (rebinding) cannot send the connection elsewhere.
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;
}

/** What a pinned request sends besides its URL. */
export interface PinnedRequestOptions {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

/**
 * One request to a URL over a connection to exactly `pinned`, without following redirects. The
 * host name still goes in the Host header and TLS's server name, so certificates are checked
 * against it. `signal` aborts it (the caller's overall timeout).
 */
export function pinnedRequest(url: URL, pinned: ResolvedAddress, options: PinnedRequestOptions): Promise<RawResponse> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const headers = options.body === undefined ? options.headers : { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) };
    const request = client.request(url, {
      method: options.method,
      lookup: pinnedLookup(pinned),
      // A fresh connection each time: a pooled one might have been made to another address.
      agent: false,
      signal: options.signal,
      headers,
    });
    request.on('response', (response) => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body: response }));
    request.on('error', reject);
    request.end(options.body);
  });
}

/** One GET for an upload by URL (safe-fetch.ts). */
export function pinnedGet(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<RawResponse> {
  return pinnedRequest(url, pinned, { method: 'GET', headers: { 'user-agent': 'Cellar file fetcher', accept: '*/*' }, signal });
}
