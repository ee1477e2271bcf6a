import { DomainError, type RegisterResponse } from '@cellar/core';
import { nowSeconds, type AppContext } from '../app-context.js';
import { anonymousOrigin } from '../events/domain-events.js';
import { commitChange } from '../events/unit-of-work.js';
import { hashPassword } from '../security/passwords.js';
import { readSettings } from '../settings/settings.repo.js';
import { createPersonalGroup } from '../groups/personal-group.js';
import { invitationTokens } from '../groups/invitation-tokens.js';
import { getInvitationOrThrow, joinByInvitation } from '../groups/invitations.service.js';
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
 * staff. A new account joins the group it was invited to, or else gets a personal group.
 */
export function registrationService(ctx: AppContext, sessions: SessionsService) {
  const tokens = invitationTokens(ctx.config.secretKey);
  return {
    async register(input: Registration): Promise<RegisterResponse> {
      // Hash before the transaction: scrypt is slow and must not hold the settings lock.
      const passwordHash = await hashPassword(input.password);
      const user = await commitChange(ctx, anonymousOrigin, async (trx, emit) => {
        // Locking the settings row serialises sign-ups, so exactly one first user becomes staff.
        const settings = await readSettings(trx, { forUpdate: true });
        if (!settings.allow_new_signups) throw new DomainError('ERROR_DISABLED_SIGNUP');
        if (await findUserByEmail(trx, input.email)) throw new DomainError('ERROR_EMAIL_ALREADY_EXISTS');
        const invitation = input.groupInvitationToken
          ? await getInvitationOrThrow(trx, tokens.read(input.groupInvitationToken, nowSeconds(ctx.clock)))
          : undefined;
        if (invitation && invitation.email !== input.email) throw new DomainError('ERROR_GROUP_INVITATION_EMAIL_MISMATCH');
        const isStaff = !(await hasAnyUser(trx));
        const created = await insertUser(trx, { firstName: input.name, email: input.email, passwordHash, isStaff });
        emit({ type: 'user_created', userId: created.id, email: created.email });
        if (invitation) await joinByInvitation(trx, created, invitation);
        else await createPersonalGroup(trx, emit, created);
        return created;
      });
      if (!input.authenticate) return { user: presentUser(user) };
      return sessions.issueFor(user);
    },
  };
}
