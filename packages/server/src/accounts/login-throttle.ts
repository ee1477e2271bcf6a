import { DomainError } from '@cellar/core';
import type { AppContext } from '../app-context.js';

/**
 * Counts failed logins per address and per IP. Once either is used up, logins are refused
 * with 429 — even with the right password — until the window passes.
 */
export function loginThrottle(ctx: AppContext) {
  const { loginAttempts: limit, windowSeconds } = ctx.config.rateLimits;
  const keys = (email: string, ip: string) => [`login:address:${email}`, `login:ip:${ip}`];

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
      await ctx.rateLimiter.reset(`login:address:${email}`);
    },
  };
}
