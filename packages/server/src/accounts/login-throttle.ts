import { DomainError } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import { FailureBackoff, type BackoffOptions } from '../security/failure-backoff.js';

// How much more an address (from any IP) and an IP (for any address) may fail than one address
// from one IP: enough for an office behind one NAT address, or a person on several networks.
const addressAllowance = 5;
const ipAllowance = 100;
// An address's waits stop growing at a minute, so that guessers elsewhere can slow its owner
// down but never lock them out.
const addressMaxDelaySeconds = 60;

/**
 * Throttles failed password checks of one kind (`login`, `change-password`) without a lock
 * anyone can turn against someone else (decision 0002, issue 14):
 * - per address and IP, after `LOGIN_RATE_LIMIT` failures, growing waits (1, 2, 4 … s, up to the
 *   window): the guesser slows down, the owner elsewhere is untouched;
 * - per address from any IP, after five times as many, waits of at most a minute;
 * - per IP, a hard ceiling of a hundred times as many failures a window (credential stuffing).
 * A success forgets the address's failures. A refused attempt is `429 ERROR_TOO_MANY_REQUESTS`
 * without checking the password, so it costs nothing and tells nothing. With REDIS_URL the counts
 * are shared by every server process (`ctx.failureStores`, `ctx.rateLimiter`).
 */
export function passwordCheckThrottle(ctx: AppContext, kind: string) {
  const { loginAttempts: limit, windowSeconds } = ctx.config.rateLimits;
  const now = () => ctx.clock.now().getTime();
  const backoff = (name: string, options: BackoffOptions) => new FailureBackoff(now, options, ctx.failureStores(`${kind}:${name}`, options));
  const pairs = backoff('pair', { freeFailures: limit, maxDelaySeconds: windowSeconds, forgetAfterSeconds: windowSeconds });
  const addresses = backoff('address', { freeFailures: limit * addressAllowance, maxDelaySeconds: addressMaxDelaySeconds, forgetAfterSeconds: windowSeconds });
  const ipKey = (ip: string) => `${kind}:ip:${ip}`;
  const pairKey = (email: string, ip: string) => `${email}\u0000${ip}`;

  return {
    async assertAllowed(email: string, ip: string): Promise<void> {
      const [pairWait, addressWait, ipBlocked] = await Promise.all([
        pairs.retryAfter(pairKey(email, ip)),
        addresses.retryAfter(email),
        ctx.rateLimiter.isBlocked(ipKey(ip), limit * ipAllowance),
      ]);
      if (pairWait > 0 || addressWait > 0 || ipBlocked) throw new DomainError('ERROR_TOO_MANY_REQUESTS');
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await Promise.all([ctx.rateLimiter.hit(ipKey(ip), limit * ipAllowance, windowSeconds), pairs.recordFailure(pairKey(email, ip)), addresses.recordFailure(email)]);
    },
    async recordSuccess(email: string, ip: string): Promise<void> {
      await Promise.all([pairs.forget(pairKey(email, ip)), addresses.forget(email)]);
    },
  };
}

/** Failed logins, throttled per address and IP (decision 0002). */
export function loginThrottle(ctx: AppContext) {
  return passwordCheckThrottle(ctx, 'login');
}
