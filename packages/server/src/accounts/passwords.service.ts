import { accountLimits, DomainError } from '@cellar/core';
import { nowSeconds, type AppContext } from '../app-context.js';
import { originOf, type Caller } from '../callers/caller.js';
import { anonymousOrigin, type EventOrigin } from '../events/domain-events.js';
import { commitChange } from '../events/unit-of-work.js';
import { resetPasswordMail } from '../mail/reset-password-mail.js';
import { hashPassword, verifyPassword } from '../security/passwords.js';
import { SignedTokens } from '../security/signed-token.js';
import { isAllowedFrontendUrl } from '../security/frontend-url.js';
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

  async function setPassword(user: UserRecord, password: string, reason: 'change' | 'reset', origin: EventOrigin): Promise<void> {
    const hash = await hashPassword(password);
    await commitChange(ctx, origin, async (trx, emit) => {
      await updatePassword(trx, user.id, hash, ctx.clock.now());
      emit({ type: 'user_password_changed', userId: user.id, reason });
    });
  }

  return {
    /** Mails a reset link when the address has an account; answers the same either way. */
    async sendResetEmail(email: string, baseUrl: string, ip: string): Promise<void> {
      for (const key of [`reset:address:${email}`, `reset:ip:${ip}`]) {
        if (!(await ctx.rateLimiter.hit(key, limit, windowSeconds))) throw new DomainError('ERROR_TOO_MANY_REQUESTS');
      }
      const user = await findUserByEmail(ctx.db.kysely, email);
      if (!user || !user.is_active) return;
      if (!isAllowedFrontendUrl(baseUrl, ctx.config.publicUrl)) throw new DomainError('ERROR_HOSTNAME_IS_NOT_ALLOWED');
      const token = resetTokens.sign({ user_id: user.id, pv: passwordVersion(user) } satisfies ResetTokenPayload, nowSeconds(ctx.clock));
      const link = `${baseUrl.replace(/\/+$/, '')}/${token}`;
      await ctx.mailer.send(resetPasswordMail({ email: user.email, firstName: user.first_name }, link));
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

    /** Changes the signed-in user's password after checking the old one. */
    async changePassword(caller: Caller, oldPassword: string, newPassword: string): Promise<void> {
      const { user } = caller;
      if (!(await verifyPassword(oldPassword, user.password_hash))) throw new DomainError('ERROR_INVALID_OLD_PASSWORD');
      await setPassword(user, newPassword, 'change', originOf(caller));
    },
  };
}
