const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Whether a client-supplied base URL points at Cellar's own web frontend (same hostname, any
 * port), so that mails never carry links to another site. Loopback names count as one host.
 */
export function isAllowedFrontendUrl(candidate: string, publicUrl: string): boolean {
  let given: string;
  let expected: string;
  try {
    given = new URL(candidate).hostname.toLowerCase();
    expected = new URL(publicUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (given === expected) return true;
  return loopbackHosts.has(given) && loopbackHosts.has(expected);
}
