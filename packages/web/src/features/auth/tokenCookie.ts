import { accountLimits } from '@cellar/core';

/** Where the session's token survives a reload (spec §3 "Session cookies"). */
export interface TokenStorage {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** The cookie's name, as Baserow's web frontend names it. */
export const tokenCookieName = 'jwt_token';

// The server never sets this cookie; the client does, readable by script on purpose,
// because the SPA itself sends the token in the Authorization header.
function attributes(maxAge: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** The login-token cookie: a week long, path '/', SameSite=Lax, Secure over https. */
export const tokenCookie: TokenStorage = {
  get() {
    const prefix = `${tokenCookieName}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
  },
  set(token) {
    document.cookie = `${tokenCookieName}=${encodeURIComponent(token)}${attributes(accountLimits.cookieMaxAgeSeconds)}`;
  },
  clear() {
    document.cookie = `${tokenCookieName}=${attributes(0)}`;
  },
};
