/** The login URL that brings a person back to where they were headed (spec §2). */
export function loginUrlFor(location: { pathname: string; search: string; hash: string }): string {
  const original = `${location.pathname}${location.search}${location.hash}`;
  return original === '/' ? '/login' : `/login?original=${encodeURIComponent(original)}`;
}

/** Accepts `original` only as a path on this site, so a crafted link cannot send people elsewhere. */
export function safeOriginal(original: string | null): string | null {
  if (!original || !original.startsWith('/') || original.startsWith('//') || original.startsWith('/\\')) return null;
  return original;
}
