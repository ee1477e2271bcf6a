import { accountLimits, DomainError } from '@cellar/core';
import { nowSeconds, type AppContext } from '../app-context.js';
import type { Caller } from '../callers/caller.js';
import type { Executor } from '../db/executor.js';
import { verificationMail } from '../mail/verification-mail.js';
import { frontendLink } from '../security/frontend-url.js';
import { SignedTokens } from '../security/signed-token.js';
import { findUserById, type UserRecord } from './users.repo.js';

interface VerificationPayload {
  user_id: number;
  /** The address verified: a link for an address the account no longer has proves nothing. */
  email: string;
}

/** The web app's page for verification links, under PUBLIC_URL. */
export const verificationPath = '/verify-email';

/** Records that a user proved they read mail at their address (a link, or an invitation's token). */
export async function markEmailVerified(db: Executor, userId: number, at: Date): Promise<void> {
  await db.updateTable('users').set({ email_verified_at: at }).where('id', '=', userId).where('email_verified_at', 'is', null).execute();
}

/** Whether a user's address is verified, which answering invitations without their link needs. */
export function isEmailVerified(user: UserRecord): boolean {
  return user.email_verified_at !== null;
}

/**
 * Verification of account addresses (Cellar's own, beyond the reference): a signed link mailed
 * on sign-up and on request, which marks the address verified when followed. A mail that cannot
 * be sent is logged, never fails the sign-up: the user can ask for another.
 */
export function emailVerificationService(ctx: AppContext) {
  const tokens = new SignedTokens(ctx.config.secretKey, 'cellar.email-verification');
  const link = frontendLink(`${ctx.config.publicUrl}${verificationPath}`, ctx.config.publicUrl);
  const { resetRequests: limit, windowSeconds } = ctx.config.rateLimits;

  async function mail(user: UserRecord): Promise<void> {
    const token = tokens.sign({ user_id: user.id, email: user.email } satisfies VerificationPayload, nowSeconds(ctx.clock));
    try {
      await ctx.mailer.send(verificationMail({ email: user.email, firstName: user.first_name }, link(token)));
    } catch (error) {
      ctx.logger.error({ err: error, to: user.email }, 'verification mail not sent');
    }
  }

  return {
    /** Mails a new account its verification link, unless it is verified already (invited sign-ups). */
    async onSignedUp(user: UserRecord): Promise<void> {
      if (!isEmailVerified(user)) await mail(user);
    },

    /** Marks the address of the link's account verified; following a link twice is harmless. */
    async verify(token: string): Promise<void> {
      const read = tokens.read<VerificationPayload>(token, nowSeconds(ctx.clock), accountLimits.verificationTokenLifetimeSeconds);
      if (!read.ok) throw new DomainError(read.reason === 'expired' ? 'EXPIRED_TOKEN_SIGNATURE' : 'BAD_TOKEN_SIGNATURE');
      const user = await findUserById(ctx.db.kysely, read.payload.user_id);
      if (!user) throw new DomainError('ERROR_USER_NOT_FOUND');
      if (user.email !== read.payload.email) throw new DomainError('BAD_TOKEN_SIGNATURE');
      await markEmailVerified(ctx.db.kysely, user.id, ctx.clock.now());
    },

    /** Mails the caller a new link, as often as reset mails may be asked for; nothing when verified. */
    async resend(caller: Caller): Promise<void> {
      if (!(await ctx.rateLimiter.hit(`verification:user:${caller.user.id}`, limit, windowSeconds))) throw new DomainError('ERROR_TOO_MANY_REQUESTS');
      if (!isEmailVerified(caller.user)) await mail(caller.user);
    },
  };
}

/** The e-mail verification service as built for an app. */
export type EmailVerificationService = ReturnType<typeof emailVerificationService>;
