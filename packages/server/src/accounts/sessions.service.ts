import { accountLimits, CredentialsError, credentialsMessages as messages, type TokenResponse } from '@cellar/core';
import { nowSeconds, type AppContext } from '../app-context.js';
import { hashPassword, needsRehash, scryptCost, verifyPassword } from '../security/passwords.js';
import type { SessionClaims } from '../security/jwt.js';
import { loginThrottle } from './login-throttle.js';
import { passwordVersion, presentUser } from './user.presenter.js';
import { findUserByEmail, replacePasswordHash, touchLastLogin, type UserRecord } from './users.repo.js';

/** Why a request's JWT did not authenticate it (contract §1.2). */
export type SessionFailure = 'expired' | 'invalid' | 'no_user' | 'inactive' | 'no_username';

/** Logs in, refreshes and verifies sessions, and resolves the user behind a request's JWT. */
export function sessionsService(ctx: AppContext) {
  const throttle = loginThrottle(ctx);
  // An unknown address is checked against a hash of the same cost, so that the answer takes as
  // long as for a known one and its timing does not tell which addresses have accounts.
  let unknownUserHash: Promise<string> | undefined;
  const hashForUnknownUser = () => (unknownUserHash ??= hashPassword('no account has this password', scryptCost(ctx.config.passwordHashCost)));

  async function issueFor(user: UserRecord, origIat?: number): Promise<TokenResponse> {
    const token = await ctx.jwt.issue({ id: user.id, email: user.email, passwordVersion: passwordVersion(user) }, origIat);
    return { token, user: presentUser(user) };
  }

  // A token belongs to its user only while the password it was issued under is current, or when
  // it is of the session that changed the password (its refreshes keep the same orig_iat).
  async function resolve(claims: SessionClaims): Promise<{ user: UserRecord } | { failure: SessionFailure }> {
    if (!claims.username) return { failure: 'no_username' };
    const user = await findUserByEmail(ctx.db.kysely, claims.username);
    if (!user) return { failure: 'no_user' };
    if (!user.is_active) return { failure: 'inactive' };
    const changedThePassword = user.password_changed_by_session !== null && claims.orig_iat === Number(user.password_changed_by_session);
    if (claims.pv !== undefined && claims.pv !== passwordVersion(user) && !changedThePassword) return { failure: 'expired' };
    return { user };
  }

  async function checkRefreshable(token: string): Promise<{ user: UserRecord; claims: SessionClaims }> {
    const verified = await ctx.jwt.verify(token);
    if (!verified.ok) {
      throw new CredentialsError({
        non_field_errors: [verified.reason === 'expired' ? messages.signatureExpired : messages.decodingFailed],
      });
    }
    const { claims } = verified;
    if (claims.orig_iat === undefined) throw new CredentialsError({ non_field_errors: [messages.origIatRequired] });
    if (nowSeconds(ctx.clock) > claims.orig_iat + accountLimits.jwtRefreshWindowSeconds) {
      throw new CredentialsError({ non_field_errors: [messages.refreshExpired] });
    }
    const resolved = await resolve(claims);
    if ('failure' in resolved) {
      const message = resolved.failure === 'expired' ? messages.signatureExpired : messages.userMissing;
      throw new CredentialsError({ non_field_errors: [message] });
    }
    return { user: resolved.user, claims };
  }

  return {
    /** Exchanges e-mail and password for a session; repeated failures are refused for a while. */
    async login(email: string, password: string, ip: string): Promise<TokenResponse> {
      await throttle.assertAllowed(email, ip);
      const user = await findUserByEmail(ctx.db.kysely, email);
      const checked = await verifyPassword(password, user?.password_hash ?? (await hashForUnknownUser()));
      const valid = user !== undefined && user.is_active && checked;
      if (!user || !valid) {
        await throttle.recordFailure(email, ip);
        throw new CredentialsError({ non_field_errors: [messages.invalidLogin] });
      }
      await throttle.recordSuccess(email, ip);
      await touchLastLogin(ctx.db.kysely, user.id, ctx.clock.now());
      // A hash made at a lower cost than today's is replaced while the password is at hand.
      const cost = scryptCost(ctx.config.passwordHashCost);
      if (needsRehash(user.password_hash, cost)) await replacePasswordHash(ctx.db.kysely, user.id, await hashPassword(password, cost));
      return issueFor(user);
    },

    /** Issues a fresh token for an unexpired one, keeping the original login time. */
    async refresh(token: string): Promise<TokenResponse> {
      const { user, claims } = await checkRefreshable(token);
      return issueFor(user, claims.orig_iat);
    },

    /** Confirms a token is valid and answers it unchanged with its user. */
    async verify(token: string): Promise<TokenResponse> {
      const { user } = await checkRefreshable(token);
      return { token, user: presentUser(user) };
    },

    /** Resolves the user of a request's JWT (with when its session began and when the token expires, in seconds), or why it cannot be trusted. */
    async authenticate(token: string): Promise<{ user: UserRecord; sessionStartedAt?: number; expiresAt: number } | { failure: SessionFailure }> {
      const verified = await ctx.jwt.verify(token);
      if (!verified.ok) return { failure: verified.reason };
      const resolved = await resolve(verified.claims);
      return 'user' in resolved ? { user: resolved.user, sessionStartedAt: verified.claims.orig_iat, expiresAt: verified.claims.exp } : resolved;
    },

    issueFor,
  };
}

/** The sessions service as built for an app. */
export type SessionsService = ReturnType<typeof sessionsService>;
