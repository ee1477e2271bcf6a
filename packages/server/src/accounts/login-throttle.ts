import { DomainError } from '@cellar/core';
import type { AppContext } from '../app-context.js';

/**
 * Counts failed password checks of one kind (`login`, `change-password`) per address and per
 * IP. Once either is used up, checks are refused with 429 — even with the right password —
 * until the window passes. The IP comes first, so a blocked IP adds no per-address entries.
 */
export function passwordCheckThrottle(ctx: AppContext, kind: string) {
  const { loginAttempts: limit, windowSeconds } = ctx.config.rateLimits;
  const keys = (email: string, ip: string) => [`${kind}:ip:${ip}`, `${kind}:address:${email}`];

  return {
    async assertAllowed(email: string, ip: string): Promise<void> {
      for (const key of keys(email, ip)) {
        if (await ctx.rateLimiter.isBlocked(key, limit)) throw new DomainError('ERROR_TOO_MANY_REQUESTS');
      }
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      for (const key of keys(email, ip)) await ctx.rateLimiter.hit(key, limit, windowSeconds);
    },
    async recordSuccess(email: string): Promise<void> {
      await ctx.rateLimiter.reset(`${kind}:address:${email}`);
    },
  };
}

/** Failed logins, throttled per address and IP (decision 0002). */
export function loginThrottle(ctx: AppContext) {
  return passwordCheckThrottle(ctx, 'login');
}
