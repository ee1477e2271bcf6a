import { isIP } from 'node:net';
import { DomainError } from '@cellar/core';
import { readAtMost } from '../bounded-read.js';
import type { OutboundPolicy, ResolvedAddress } from './address-policy.js';
import { pinnedGet } from './pinned-request.js';

/** How long an upload by URL may take in all, redirects included (contract §4). */
export const fetchTimeoutMs = 10_000;

/** The most redirects followed; each hop is checked like the first URL. */
export const maxRedirects = 5;

const unreachable = () => new DomainError('ERROR_FILE_URL_COULD_NOT_BE_REACHED');

// URL's host for an IPv6 literal keeps its brackets; the address itself has none.
function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

function portOf(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * The address to connect to for a URL: every address its host resolves to must be allowed
 * (one forbidden answer refuses the host, so round-robin DNS cannot slip one in), and the first
 * is pinned. The WHATWG parser has already turned `2130706433`, `0x7f.1` and `017700000001`
 * into `127.0.0.1`, so IP spellings are checked as the address they mean.
 */
async function checkedAddress(url: URL, policy: OutboundPolicy): Promise<ResolvedAddress> {
  const host = bareHost(url);
  const port = portOf(url);
  const literal = isIP(host);
  const addresses: ResolvedAddress[] = literal !== 0 ? [{ address: host, family: literal as 4 | 6 }] : await policy.resolve(host).catch(() => []);
  const first = addresses[0];
  if (!first || !addresses.every(({ address }) => policy.allows(address, port))) throw unreachable();
  return first;
}

function nextHop(location: string, from: URL): URL {
  try {
    return new URL(location, from);
  } catch {
    throw unreachable();
  }
}

/**
 * Downloads a URL for an upload (contract §4): http and https only, at most `maxRedirects`
 * redirects, each hop's host checked against the policy and the connection pinned to the checked
 * address, 2xx only, at most `limit` bytes (one more is ERROR_FILE_SIZE_TOO_LARGE), all within
 * `fetchTimeoutMs`. Every other failure is ERROR_FILE_URL_COULD_NOT_BE_REACHED.
 */
export async function fetchWithinPolicy(start: URL, policy: OutboundPolicy, limit: number, timeoutMs = fetchTimeoutMs): Promise<Buffer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = start;
    for (let hop = 0; hop <= maxRedirects; hop += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw unreachable();
      const address = await checkedAddress(url, policy);
      const response = await pinnedGet(url, address, controller.signal).catch(() => {
        throw unreachable();
      });
      if (response.status >= 300 && response.status < 400 && response.location !== undefined) {
        response.body.resume();
        url = nextHop(response.location, url);
        continue;
      }
      if (response.status < 200 || response.status >= 300) {
        response.body.resume();
        throw unreachable();
      }
      try {
        return await readAtMost(response.body, limit);
      } catch (error) {
        response.body.destroy();
        if (error instanceof DomainError) throw error;
        throw unreachable();
      }
    }
    throw unreachable();
  } finally {
    clearTimeout(timer);
  }
}
