import { DomainError, type GroupInvitation, type GroupPermission, type GroupWithMembership, type UserGroupInvitation } from '@cellar/core';
import { nowSeconds, type AppContext } from '../app-context.js';
import { originOf, type Caller } from '../callers/caller.js';
import type { UserRecord } from '../accounts/users.repo.js';
import type { Executor } from '../db/executor.js';
import { commitChange } from '../events/unit-of-work.js';
import { invitationMail } from '../mail/invitation-mail.js';
import { isAllowedFrontendUrl } from '../security/frontend-url.js';
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
    ): Promise<GroupInvitation> {
      const inviter = caller.user;
      const group = await getGroupOrThrow(db, groupId);
      await requireAdmin(db, groupId, inviter.id);
      if (!isAllowedFrontendUrl(values.base_url, ctx.config.publicUrl)) throw new DomainError('ERROR_HOSTNAME_IS_NOT_ALLOWED');
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
      const link = `${values.base_url.replace(/\/+$/, '')}/${tokens.sign(invitation.id, nowSeconds(ctx.clock))}`;
      await ctx.mailer.send(invitationMail(invitation, { inviter: inviter.first_name, group: group.name }, link));
      return presentInvitation(invitation);
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

    accept(caller: Caller, invitationId: number): Promise<GroupWithMembership> {
      return commitChange(ctx, originOf(caller), async (trx) => joinByInvitation(trx, caller.user, await getInvitationOrThrow(trx, invitationId)));
    },

    async reject(caller: Caller, invitationId: number): Promise<void> {
      const invitation = await getInvitationOrThrow(db, invitationId);
      if (invitation.email !== caller.user.email) throw new DomainError('ERROR_GROUP_INVITATION_EMAIL_MISMATCH');
      await db.deleteFrom('group_invitations').where('id', '=', invitationId).execute();
    },

    /** The caller's pending invitations, for the dashboard. */
    async forUser(caller: Caller): Promise<UserGroupInvitation[]> {
      const invitations = await db.selectFrom('group_invitations').selectAll().where('email', '=', caller.user.email).orderBy('id').execute();
      return presentInvitationsForInvitee(db, invitations, () => null);
    },
  };
}
