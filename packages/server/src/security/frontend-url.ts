import { DomainError } from '@cellar/core';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

function sameHost(given: string, expected: string): boolean {
  return given === expected || (loopbackHosts.has(given) && loopbackHosts.has(expected));
}

/**
 * Whether a client-supplied base URL points at Cellar's own web frontend: the whole origin of
 * PUBLIC_URL (scheme, host and port), without credentials, so a mailed link cannot lead to
 * another site, port or scheme (`javascript://cellar.example.com/…` has the right hostname).
 * Loopback names count as one host. The reference compares the hostname only (contract §2.4).
 */
export function isAllowedFrontendUrl(candidate: string, publicUrl: string): boolean {
  let given: URL;
  let expected: URL;
  try {
    given = new URL(candidate);
    expected = new URL(publicUrl);
  } catch {
    return false;
  }
  if (given.username !== '' || given.password !== '') return false;
  return given.protocol === expected.protocol && given.port === expected.port && sameHost(given.hostname, expected.hostname);
}

/**
 * The link a mail carries: `<base_url>/<token>`, the token appended to the path (one slash
 * between them, as the reference adds) and built with `URL`. Answers
 * ERROR_HOSTNAME_IS_NOT_ALLOWED for a base URL outside PUBLIC_URL's origin.
 */
export function frontendLink(baseUrl: string, publicUrl: string): (token: string) => string {
  if (!isAllowedFrontendUrl(baseUrl, publicUrl)) throw new DomainError('ERROR_HOSTNAME_IS_NOT_ALLOWED');
  const base = new URL(baseUrl);
  // A loop, not /\/+$/: that regex rescans a long run of slashes from every position (quadratic).
  let end = base.pathname.length;
  while (end > 0 && base.pathname[end - 1] === '/') end -= 1;
  const path = base.pathname.slice(0, end);
  return (token) => {
    const link = new URL(base);
    link.pathname = `${path}/${encodeURIComponent(token)}`;
    return link.href;
  };
}
