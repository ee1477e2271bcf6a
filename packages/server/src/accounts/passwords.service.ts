import { accountLimits, DomainError } from '@cellar/core';
import { nowSeconds, type AppContext } from '../app-context.js';
import { originOf, type Caller } from '../callers/caller.js';
import { anonymousOrigin, type EventOrigin } from '../events/domain-events.js';
import { commitChange } from '../events/unit-of-work.js';
import { resetPasswordMail } from '../mail/reset-password-mail.js';
import { hashPassword, scryptCost, verifyPassword } from '../security/passwords.js';
import { SignedTokens } from '../security/signed-token.js';
import { frontendLink } from '../security/frontend-url.js';
import { passwordCheckThrottle } from './login-throttle.js';
import { passwordVersion } from './user.presenter.js';
import { findUserByEmail, findUserById, updatePassword, type UserRecord } from './users.repo.js';

interface ResetTokenPayload {
  user_id: number;
  /** The password version at issue time: once the password changes, the link is spent. */
  pv: number;
}

/** Changes and resets passwords; either retires every earlier session and reset link. */
export function passwordsService(ctx: AppContext) {
  const resetTokens = new SignedTokens(ctx.config.secretKey, 'cellar.password-reset');
  const { resetRequests: limit, windowSeconds } = ctx.config.rateLimits;
  const oldPasswordChecks = passwordCheckThrottle(ctx, 'change-password');

  async function setPassword(user: UserRecord, password: string, reason: 'change' | 'reset', origin: EventOrigin, keptSession: number | null = null): Promise<void> {
    const hash = await hashPassword(password, scryptCost(ctx.config.passwordHashCost));
    await commitChange(ctx, origin, async (trx, emit) => {
      await updatePassword(trx, user.id, hash, ctx.clock.now(), keptSession);
      emit({ type: 'user_password_changed', userId: user.id, reason });
    });
  }

  return {
    /**
     * Mails a reset link when the address has an account; answers the same either way. The base
     * URL is checked before the lookup, so its answer cannot tell whether the address exists (the
     * reference checks it only for existing accounts, contract §2.4). The IP's count comes first:
     * a blocked IP adds no per-address entries to the limiter.
     */
    async sendResetEmail(email: string, baseUrl: string, ip: string): Promise<void> {
      const link = frontendLink(baseUrl, ctx.config.publicUrl);
      for (const key of [`reset:ip:${ip}`, `reset:address:${email}`]) {
        if (!(await ctx.rateLimiter.hit(key, limit, windowSeconds))) throw new DomainError('ERROR_TOO_MANY_REQUESTS');
      }
      const user = await findUserByEmail(ctx.db.kysely, email);
      if (!user || !user.is_active) return;
      const token = resetTokens.sign({ user_id: user.id, pv: passwordVersion(user) } satisfies ResetTokenPayload, nowSeconds(ctx.clock));
      await ctx.mailer.send(resetPasswordMail({ email: user.email, firstName: user.first_name }, link(token)));
    },

    /** Sets a new password from a reset link; a link works once and for 48 hours. */
    async resetPassword(token: string, password: string): Promise<void> {
      const read = resetTokens.read<ResetTokenPayload>(token, nowSeconds(ctx.clock), accountLimits.resetTokenLifetimeSeconds);
      if (!read.ok) throw new DomainError(read.reason === 'expired' ? 'EXPIRED_TOKEN_SIGNATURE' : 'BAD_TOKEN_SIGNATURE');
      const user = await findUserById(ctx.db.kysely, read.payload.user_id);
      if (!user) throw new DomainError('ERROR_USER_NOT_FOUND');
      if (passwordVersion(user) !== read.payload.pv) throw new DomainError('BAD_TOKEN_SIGNATURE');
      await setPassword(user, password, 'reset', anonymousOrigin);
    },

    /**
     * Changes the signed-in user's password after checking the old one; wrong old passwords are
     * throttled per account and per IP as failed logins are, so a stolen session cannot guess it.
     */
    async changePassword(caller: Caller, oldPassword: string, newPassword: string, ip: string): Promise<void> {
      const { user } = caller;
      await oldPasswordChecks.assertAllowed(user.email, ip);
      if (!(await verifyPassword(oldPassword, user.password_hash))) {
        await oldPasswordChecks.recordFailure(user.email, ip);
        throw new DomainError('ERROR_INVALID_OLD_PASSWORD');
      }
      await oldPasswordChecks.recordSuccess(user.email, ip);
      // Every other session ends; the one that made the change goes on (issue 14).
      await setPassword(user, newPassword, 'change', originOf(caller), caller.sessionStartedAt ?? null);
    },
  };
}
