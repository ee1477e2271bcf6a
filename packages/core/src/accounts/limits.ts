/** Limits of accounts and sessions, shared by the server's checks and the web's forms. */
export const accountLimits = {
  nameMaxLength: 32,
  emailMaxLength: 254,
  passwordMinLength: 8,
  passwordMaxLength: 256,
  /** A JWT lives an hour; it may be refreshed for a week after the original login (contract §2.3). */
  jwtLifetimeSeconds: 60 * 60,
  jwtRefreshWindowSeconds: 7 * 24 * 60 * 60,
  /** A password reset link works for 48 hours, once. */
  resetTokenLifetimeSeconds: 48 * 60 * 60,
  /** The web refreshes its token when 80 % of the remaining lifetime has passed (spec §4). */
  tokenRefreshFraction: 0.8,
  /** Session cookies live a week (spec §3). */
  cookieMaxAgeSeconds: 604800,
  /** The longest `base_url` a reset or invitation request may send; links are built from it. */
  baseUrlMaxLength: 2000,
  /** The longest signed token (reset, verification, invitation) a body may carry. */
  tokenMaxLength: 1000,
  /** An address verification link works for 7 days; a new one can be asked for. */
  verificationTokenLifetimeSeconds: 7 * 24 * 60 * 60,
} as const;
