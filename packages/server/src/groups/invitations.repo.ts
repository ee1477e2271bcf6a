import type { Selectable } from 'kysely';
import type { GroupInvitation, UserGroupInvitation } from '@cellar/core';
import type { DatabaseSchema } from '../db/schema.js';
import type { Executor } from '../db/executor.js';
import { toIsoTimestamp } from '../presenters/timestamps.js';

/** An invitation row as stored. */
export type InvitationRecord = Selectable<DatabaseSchema['group_invitations']>;

/** An invitation by id. */
export function findInvitation(db: Executor, id: number): Promise<InvitationRecord | undefined> {
  return db.selectFrom('group_invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A group's pending invitations, by id. */
export function listInvitationsOfGroup(db: Executor, groupId: number): Promise<InvitationRecord[]> {
  return db.selectFrom('group_invitations').selectAll().where('group_id', '=', groupId).orderBy('id').execute();
}

/** Creates an invitation, or replaces role, message and inviter of the one for the same address. */
export function upsertInvitation(
  db: Executor,
  values: { groupId: number; invitedById: number; email: string; permissions: InvitationRecord['permissions']; message: string },
): Promise<InvitationRecord> {
  const row = {
    group_id: values.groupId,
    invited_by_id: values.invitedById,
    email: values.email,
    permissions: values.permissions,
    message: values.message,
  };
  return db
    .insertInto('group_invitations')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['group_id', 'email']).doUpdateSet({ permissions: row.permissions, message: row.message, invited_by_id: row.invited_by_id }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The invitation as the group's admins see it. */
export function presentInvitation(invitation: InvitationRecord): GroupInvitation {
  return {
    id: invitation.id,
    group: invitation.group_id,
    email: invitation.email,
    permissions: invitation.permissions,
    message: invitation.message,
    created_on: toIsoTimestamp(invitation.created_on),
  };
}

/** Invitations as their invitee sees them, with inviter and group names, in one query. */
export async function presentInvitationsForInvitee(
  db: Executor,
  invitations: InvitationRecord[],
  emailExists: (invitation: InvitationRecord) => boolean | null,
): Promise<UserGroupInvitation[]> {
  if (invitations.length === 0) return [];
  const names = await db
    .selectFrom('group_invitations')
    .innerJoin('users', 'users.id', 'group_invitations.invited_by_id')
    .innerJoin('groups', 'groups.id', 'group_invitations.group_id')
    .select(['group_invitations.id', 'users.first_name', 'groups.name'])
    .where(
      'group_invitations.id',
      'in',
      invitations.map((invitation) => invitation.id),
    )
    .execute();
  const byId = new Map(names.map((row) => [row.id, row]));
  return invitations.map((invitation) => ({
    id: invitation.id,
    invited_by: byId.get(invitation.id)?.first_name ?? '',
    group: byId.get(invitation.id)?.name ?? '',
    email: invitation.email,
    message: invitation.message,
    created_on: toIsoTimestamp(invitation.created_on),
    email_exists: emailExists(invitation),
  }));
}
