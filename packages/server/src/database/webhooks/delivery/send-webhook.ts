import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { webhookSignatureHeader, type WebhookRequestMethod } from '@cellar/core';
import { allowedAddressFor, publicInternetAnd, type OutboundPolicy } from '../../../user-files/fetch/address-policy.js';
import { pinnedRequest } from '../../../user-files/fetch/pinned-request.js';
import { requestText, responseText } from './call-text.js';

/** One call to make: the webhook's target, method and extra headers, the JSON body, and its signing secret. */
export interface WebhookRequest {
  url: string;
  method: WebhookRequestMethod;
  headers: Record<string, string>;
  body: string;
  secret: string | null;
}

/** How a call is made: the operator's private exceptions (WEBHOOKS_ALLOWED_ADDRESSES), its time and answer bounds. */
export interface SendWebhookOptions {
  /** Addresses and CIDR ranges allowed although private, as config.ts reads them. */
  allowedAddresses: readonly string[];
  timeoutMs: number;
  maxResponseBytes: number;
  signal?: AbortSignal;
  /** Tests only: a resolver answering what they need; the system's otherwise. */
  policy?: OutboundPolicy;
}

/** What one attempt sent and got, as the call log keeps it. */
export interface WebhookAttempt {
  request: string;
  response: string | null;
  status: number | null;
  error: string | null;
  /** True when no answer came: the address was refused, could not be reached, or the call timed out. */
  unreachable: boolean;
}

/** The call's timeout (issue 37: 5 s), and how much of an answer is read before the rest is dropped. */
export const webhookTimeoutMs = 5_000;
export const webhookResponseBytes = 64 * 1024;

/** The most redirects followed; each hop is checked against the policy like the first URL. */
const maxRedirects = 5;

/** Whether an attempt counts as delivered: an answer, and an OK one (the reference's `response.ok`, below 400). */
export function attemptSucceeded(attempt: WebhookAttempt): boolean {
  return attempt.error === null && attempt.status !== null && attempt.status >= 200 && attempt.status < 400;
}

/** The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (docs/webhooks.md). */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;
}

// Headers that frame the message are the sender's, as is the signature: a webhook's own never replace them.
const framingHeaders = new Set(['host', 'content-length', 'transfer-encoding', 'connection', webhookSignatureHeader.toLowerCase()]);
function ownHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !framingHeaders.has(name.toLowerCase())));
}

// The first bytes of an answer, up to the cap; the rest is never read (the connection is dropped).
async function readCapped(response: IncomingMessage, cap: number): Promise<{ text: string; error: string | null }> {
  const parts: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      parts.push(chunk.subarray(0, cap - total));
      total += Math.min(chunk.length, cap - total);
      if (total >= cap) break;
    }
  } catch (error) {
    return { text: Buffer.concat(parts).toString('utf8'), error: `The answer was not read to its end: ${reason(error)}` };
  } finally {
    response.destroy();
  }
  return { text: Buffer.concat(parts).toString('utf8'), error: null };
}

function reason(error: unknown): string {
  if (error instanceof Error && error.name === 'AbortError') return 'timed out';
  return error instanceof Error ? error.message : String(error);
}

// The hop after a redirect: 307 and 308 repeat the request; the others become a GET without a body (as browsers and `requests` do).
function redirected(status: number, method: string, body: string | undefined): { method: string; body: string | undefined } {
  if (status === 307 || status === 308 || method === 'GET') return { method, body };
  return { method: 'GET', body: undefined };
}

/**
 * Makes one webhook call (an attempt): the address policy is checked right before connecting, on
 * every redirect too, and the connection pinned to the address checked, so a second DNS answer
 * cannot send it elsewhere; private addresses are refused unless the operator allowed them. The
 * whole call, redirects and reading the answer included, has `timeoutMs`; at most
 * `maxResponseBytes` of the answer are read. Never throws: a refusal or failure is an attempt
 * with an `error`.
 */
export async function sendWebhook(call: WebhookRequest, options: SendWebhookOptions): Promise<WebhookAttempt> {
  const policy = options.policy ?? publicInternetAnd(options.allowedAddresses);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const headers: Record<string, string> = { 'user-agent': 'Cellar webhooks', 'content-type': 'application/json', ...ownHeaders(call.headers) };
  if (call.secret !== null) headers[webhookSignatureHeader] = webhookSignature(call.secret, call.body, Math.floor(Date.now() / 1000));

  let url: URL;
  try {
    url = new URL(call.url);
  } catch {
    return { request: call.url, response: null, status: null, error: 'The URL is not valid.', unreachable: true };
  }
  // Every method carries the payload, GET too, as the reference's calls do (requests' json=): the signature covers it.
  let hop: { method: string; body: string | undefined } = { method: call.method, body: call.body };
  for (let redirects = 0; ; redirects += 1) {
    const request = requestText(hop.method, url, headers, hop.body);
    const failed = (error: string): WebhookAttempt => ({ request, response: null, status: null, error, unreachable: true });
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return failed(`Only http and https URLs are called, not ${url.protocol}`);
    if (redirects > maxRedirects) return failed(`More than ${maxRedirects} redirects.`);
    const address = await allowedAddressFor(url, policy);
    if (!address) return failed(`The address of ${url.hostname} is not allowed: it is private or reserved, or it could not be resolved.`);
    if (signal.aborted) return failed(`The call timed out after ${options.timeoutMs} ms.`);
    let response: IncomingMessage;
    try {
      response = (await pinnedRequest(url, address, { method: hop.method, headers, body: hop.body, signal })).body;
    } catch (error) {
      return failed(timeout.aborted ? `The call timed out after ${options.timeoutMs} ms.` : `The call failed: ${reason(error)}`);
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location !== undefined) {
      response.destroy();
      try {
        url = new URL(location, url);
      } catch {
        return failed(`The redirect's location is not a URL: ${location.slice(0, 200)}`);
      }
      hop = redirected(status, hop.method, hop.body);
      continue;
    }
    const answer = await readCapped(response, options.maxResponseBytes);
    return { request, response: responseText(response, answer.text), status, error: answer.error, unreachable: false };
  }
}
