import { DomainError, type RegisterResponse } from '@cellar/core';
import { nowSeconds, type AppContext } from '../app-context.js';
import type { Executor } from '../db/executor.js';
import { anonymousOrigin } from '../events/domain-events.js';
import { commitChange } from '../events/unit-of-work.js';
import { hashPassword, scryptCost } from '../security/passwords.js';
import { readSettings } from '../settings/settings.repo.js';
import { createPersonalGroup } from '../groups/personal-group.js';
import { invitationTokens } from '../groups/invitation-tokens.js';
import type { InvitationRecord } from '../groups/invitations.repo.js';
import { getInvitationOrThrow, joinByInvitation } from '../groups/invitations.service.js';
import type { EmailVerificationService } from './email-verification.service.js';
import type { SessionsService } from './sessions.service.js';
import { presentUser } from './user.presenter.js';
import { findUserByEmail, hasAnyUser, insertUser } from './users.repo.js';

/** What registration needs to know; the e-mail is already normalised by the request schema. */
export interface Registration {
  name: string;
  email: string;
  password: string;
  authenticate: boolean;
  /** From a group invitation link: the new account joins that group instead of getting its own. */
  groupInvitationToken?: string | undefined;
}

/**
 * Creates accounts: refuses when sign-ups are off or the address is taken; the first account is
 * staff. A new account joins the group it was invited to (its address verified by the link), or
 * else gets a personal group and a verification mail. Sign-ups are limited per IP.
 */
export function registrationService(ctx: AppContext, sessions: SessionsService, verification: EmailVerificationService) {
  const tokens = invitationTokens(ctx.config.secretKey);
  const { signups: limit, windowSeconds } = ctx.config.rateLimits;

  // The refusals of contract §2.1, in its order; the invitation of a valid token.
  async function admit(db: Executor, input: Registration, lock: boolean): Promise<InvitationRecord | undefined> {
    const settings = await readSettings(db, { forUpdate: lock });
    if (!settings.allow_new_signups) throw new DomainError('ERROR_DISABLED_SIGNUP');
    if (await findUserByEmail(db, input.email)) throw new DomainError('ERROR_EMAIL_ALREADY_EXISTS');
    if (!input.groupInvitationToken) return undefined;
    const invitation = await getInvitationOrThrow(db, tokens.read(input.groupInvitationToken, nowSeconds(ctx.clock)));
    if (invitation.email !== input.email) throw new DomainError('ERROR_GROUP_INVITATION_EMAIL_MISMATCH');
    return invitation;
  }

  return {
    async register(input: Registration, ip: string): Promise<RegisterResponse> {
      if (!(await ctx.rateLimiter.hit(`signup:ip:${ip}`, limit, windowSeconds))) throw new DomainError('ERROR_TOO_MANY_REQUESTS');
      // Every refusal before the slow hash, which must not be spent on a sign-up that cannot happen;
      // checked again under the settings lock, as another sign-up may have taken the address since.
      await admit(ctx.db.kysely, input, false);
      const passwordHash = await hashPassword(input.password, scryptCost(ctx.config.passwordHashCost));
      const user = await commitChange(ctx, anonymousOrigin, async (trx, emit) => {
        // Locking the settings row serialises sign-ups, so exactly one first user becomes staff.
        const invitation = await admit(trx, input, true);
        const isStaff = !(await hasAnyUser(trx));
        // The invitation link was mailed to this address: following it proves the address.
        const emailVerifiedAt = invitation ? ctx.clock.now() : null;
        const created = await insertUser(trx, { firstName: input.name, email: input.email, passwordHash, isStaff, emailVerifiedAt });
        emit({ type: 'user_created', userId: created.id, email: created.email });
        if (invitation) await joinByInvitation(trx, created, invitation);
        else await createPersonalGroup(trx, emit, created);
        return created;
      });
      await verification.onSignedUp(user);
      if (!input.authenticate) return { user: presentUser(user) };
      return sessions.issueFor(user);
    },
  };
}
