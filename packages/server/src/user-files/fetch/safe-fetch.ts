import { DomainError } from '@cellar/core';
import { readAtMost } from '../bounded-read.js';
import { allowedAddressFor, type OutboundPolicy, type ResolvedAddress } from './address-policy.js';
import { pinnedGet } from './pinned-request.js';

/** How long an upload by URL may take in all, redirects included (contract §4). */
export const fetchTimeoutMs = 10_000;

/** The most redirects followed; each hop is checked like the first URL. */
export const maxRedirects = 5;

const unreachable = () => new DomainError('ERROR_FILE_URL_COULD_NOT_BE_REACHED');

async function checkedAddress(url: URL, policy: OutboundPolicy): Promise<ResolvedAddress> {
  const address = await allowedAddressFor(url, policy);
  if (!address) throw unreachable();
  return address;
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
