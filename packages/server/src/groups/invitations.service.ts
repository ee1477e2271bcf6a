import { DomainError, type CreatedGroupInvitation, type GroupInvitation, type GroupPermission, type GroupWithMembership, type UserGroupInvitation } from '@cellar/core';
import { nowSeconds, type AppContext } from '../app-context.js';
import { originOf, type Caller } from '../callers/caller.js';
import { isEmailVerified, markEmailVerified } from '../accounts/email-verification.service.js';
import type { UserRecord } from '../accounts/users.repo.js';
import type { Executor } from '../db/executor.js';
import { commitChange } from '../events/unit-of-work.js';
import { invitationMail } from '../mail/invitation-mail.js';
import { frontendLink } from '../security/frontend-url.js';
import { requireAdmin } from './group.policy.js';
import { getGroupOrThrow } from './groups.service.js';
import { invitationTokens } from './invitation-tokens.js';
import {
  findInvitation,
  listInvitationsOfGroup,
  presentInvitation,
  presentInvitationsForInvitee,
  upsertInvitation,
  type InvitationRecord,
} from './invitations.repo.js';
import { groupOfUser, upsertMembership } from './memberships.repo.js';

/** Finds an invitation or answers ERROR_GROUP_INVITATION_DOES_NOT_EXIST. */
export async function getInvitationOrThrow(db: Executor, id: number): Promise<InvitationRecord> {
  const invitation = await findInvitation(db, id);
  if (!invitation) throw new DomainError('ERROR_GROUP_INVITATION_DOES_NOT_EXIST');
  return invitation;
}

/** Makes the invitee a member with the invitation's role and spends the invitation. */
export async function joinByInvitation(db: Executor, user: UserRecord, invitation: InvitationRecord): Promise<GroupWithMembership> {
  if (invitation.email !== user.email) throw new DomainError('ERROR_GROUP_INVITATION_EMAIL_MISMATCH');
  await upsertMembership(db, { groupId: invitation.group_id, userId: user.id, permissions: invitation.permissions });
  await db.deleteFrom('group_invitations').where('id', '=', invitation.id).execute();
  return groupOfUser(db, invitation.group_id, user.id);
}

/** Invitations, from the admins' side (contract §5.2) and the invitee's (§5.3). */
export function invitationsService(ctx: AppContext) {
  const db = ctx.db.kysely;
  const tokens = invitationTokens(ctx.config.secretKey);
  const { invitationsPerUser, invitationsPerGroup } = ctx.config.rateLimits;
  const hour = 60 * 60;

  // Each invitation sends a mail: per inviter and per group, only so many an hour.
  async function limitInvitations(inviterId: number, groupId: number): Promise<void> {
    const limits: [string, number][] = [[`invitation:user:${inviterId}`, invitationsPerUser], [`invitation:group:${groupId}`, invitationsPerGroup]];
    for (const [key, limit] of limits) {
      if (!(await ctx.rateLimiter.hit(key, limit, hour))) throw new DomainError('ERROR_TOO_MANY_REQUESTS');
    }
  }

  /**
   * The invitee's answer needs the invitation's address (contract §5.3) and, Cellar's own rule,
   * proof that the caller reads mail there: a verified address, or the mailed link's token, which
   * then verifies the address. Otherwise whoever registered an address first would take every
   * invitation later sent to it.
   */
  async function asInvitee(trx: Executor, caller: Caller, invitationId: number, token: string | undefined): Promise<InvitationRecord> {
    const invitation = await getInvitationOrThrow(trx, invitationId);
    if (invitation.email !== caller.user.email) throw new DomainError('ERROR_GROUP_INVITATION_EMAIL_MISMATCH');
    if (token !== undefined) {
      if (tokens.read(token, nowSeconds(ctx.clock)) !== invitation.id) throw new DomainError('BAD_TOKEN_SIGNATURE');
      await markEmailVerified(trx, caller.user.id, ctx.clock.now());
    } else if (!isEmailVerified(caller.user)) {
      throw new DomainError('ERROR_EMAIL_NOT_VERIFIED');
    }
    return invitation;
  }

  async function asAdmin(caller: Caller, invitationId: number): Promise<InvitationRecord> {
    const invitation = await getInvitationOrThrow(db, invitationId);
    await requireAdmin(db, invitation.group_id, caller.user.id);
    return invitation;
  }

  return {
    async list(caller: Caller, groupId: number): Promise<GroupInvitation[]> {
      await getGroupOrThrow(db, groupId);
      await requireAdmin(db, groupId, caller.user.id);
      return (await listInvitationsOfGroup(db, groupId)).map(presentInvitation);
    },

    /** Invites an address (or updates its pending invitation) and mails the link. */
    async create(
      caller: Caller,
      groupId: number,
      values: { email: string; permissions: GroupPermission; message: string; base_url: string },
    ): Promise<CreatedGroupInvitation> {
      const inviter = caller.user;
      const group = await getGroupOrThrow(db, groupId);
      await requireAdmin(db, groupId, inviter.id);
      const link = frontendLink(values.base_url, ctx.config.publicUrl);
      await limitInvitations(inviter.id, groupId);
      const invitation = await commitChange(ctx, originOf(caller), async (trx) => {
        const existingMember = await trx
          .selectFrom('group_users')
          .innerJoin('users', 'users.id', 'group_users.user_id')
          .select('group_users.id')
          .where('group_users.group_id', '=', groupId)
          .where('users.email', '=', values.email)
          .executeTakeFirst();
        if (existingMember) throw new DomainError('ERROR_GROUP_USER_ALREADY_EXISTS');
        return upsertInvitation(trx, { groupId, invitedById: inviter.id, ...values });
      });
      const mailed = link(tokens.sign(invitation.id, nowSeconds(ctx.clock)));
      await ctx.mailer.send(invitationMail(invitation, { inviter: inviter.first_name, group: group.name }, mailed));
      // Without SMTP the mail only reaches the server's log; the inviting admin gets the link to pass on.
      return ctx.config.smtp === undefined ? { ...presentInvitation(invitation), cellar_link: mailed } : presentInvitation(invitation);
    },

    async get(caller: Caller, invitationId: number): Promise<GroupInvitation> {
      return presentInvitation(await asAdmin(caller, invitationId));
    },

    async update(caller: Caller, invitationId: number, permissions: GroupPermission | undefined): Promise<GroupInvitation> {
      const invitation = await asAdmin(caller, invitationId);
      if (permissions === undefined) return presentInvitation(invitation);
      const updated = await db
        .updateTable('group_invitations')
        .set({ permissions })
        .where('id', '=', invitationId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return presentInvitation(updated);
    },

    async delete(caller: Caller, invitationId: number): Promise<void> {
      await asAdmin(caller, invitationId);
      await db.deleteFrom('group_invitations').where('id', '=', invitationId).execute();
    },

    /** Reads the invitation behind a mail link; anyone holding the link may. */
    async getByToken(token: string): Promise<UserGroupInvitation> {
      const invitation = await getInvitationOrThrow(db, tokens.read(token, nowSeconds(ctx.clock)));
      const account = await db.selectFrom('users').select('id').where('email', '=', invitation.email).executeTakeFirst();
      const [presented] = await presentInvitationsForInvitee(db, [invitation], () => account !== undefined);
      return presented as UserGroupInvitation;
    },

    /** Joins the group; `token` is the mailed link's, needed unless the caller's address is verified. */
    accept(caller: Caller, invitationId: number, token: string | undefined): Promise<GroupWithMembership> {
      return commitChange(ctx, originOf(caller), async (trx) => joinByInvitation(trx, caller.user, await asInvitee(trx, caller, invitationId, token)));
    },

    reject(caller: Caller, invitationId: number, token: string | undefined): Promise<void> {
      return commitChange(ctx, originOf(caller), async (trx) => {
        await asInvitee(trx, caller, invitationId, token);
        await trx.deleteFrom('group_invitations').where('id', '=', invitationId).execute();
      });
    },

    /** The caller's pending invitations, for the dashboard; none until their address is verified. */
    async forUser(caller: Caller): Promise<UserGroupInvitation[]> {
      if (!isEmailVerified(caller.user)) return [];
      const invitations = await db.selectFrom('group_invitations').selectAll().where('email', '=', caller.user.email).orderBy('id').execute();
      return presentInvitationsForInvitee(db, invitations, () => null);
    },
  };
}
