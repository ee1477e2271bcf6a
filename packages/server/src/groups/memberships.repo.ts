import { sql, type Selectable } from 'kysely';
import type { GroupWithMembership } from '@cellar/core';
import type { DatabaseSchema } from '../db/schema.js';
import type { Executor } from '../db/executor.js';

/** A membership row as stored. */
export type MembershipRecord = Selectable<DatabaseSchema['group_users']>;

/** The membership of a user in a group, if any. */
export function findMembership(db: Executor, groupId: number, userId: number): Promise<MembershipRecord | undefined> {
  return db.selectFrom('group_users').selectAll().where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst();
}

/** A membership by its own id. */
export function findMembershipById(db: Executor, id: number): Promise<MembershipRecord | undefined> {
  return db.selectFrom('group_users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The groups of a user with their role and position, in the user's own order. */
export function listGroupsOfUser(db: Executor, userId: number): Promise<GroupWithMembership[]> {
  return db
    .selectFrom('group_users')
    .innerJoin('groups', 'groups.id', 'group_users.group_id')
    .select(['group_users.order', 'group_users.permissions', 'groups.id', 'groups.name'])
    .where('group_users.user_id', '=', userId)
    .where('groups.trashed', '=', false)
    .orderBy('group_users.order')
    .orderBy('groups.id')
    .execute();
}

/** One group of a user with their role and position. */
export function groupOfUser(db: Executor, groupId: number, userId: number): Promise<GroupWithMembership> {
  return db
    .selectFrom('group_users')
    .innerJoin('groups', 'groups.id', 'group_users.group_id')
    .select(['group_users.order', 'group_users.permissions', 'groups.id', 'groups.name'])
    .where('group_users.user_id', '=', userId)
    .where('groups.id', '=', groupId)
    .executeTakeFirstOrThrow();
}

/** Adds a user to a group at the end of their own list, or changes the role of an existing membership. */
export async function upsertMembership(
  db: Executor,
  values: { groupId: number; userId: number; permissions: MembershipRecord['permissions'] },
): Promise<void> {
  const last = await db
    .selectFrom('group_users')
    .select((eb) => eb.fn.max('order').as('max'))
    .where('user_id', '=', values.userId)
    .executeTakeFirst();
  const order = Number(last?.max ?? 0) + 1;
  await db
    .insertInto('group_users')
    .values({ group_id: values.groupId, user_id: values.userId, permissions: values.permissions, order })
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doUpdateSet({ permissions: values.permissions, order }))
    .execute();
}

/**
 * Places a user's groups in the given order (1, 2, …) with one UPDATE; an id listed twice takes
 * its last position, as one update per id in turn would leave it. Ids of groups the user is not
 * in match no row.
 */
export async function setGroupOrder(db: Executor, userId: number, groupIds: number[]): Promise<void> {
  const positions = new Map<number, number>();
  for (const [index, groupId] of groupIds.entries()) positions.set(groupId, index + 1);
  if (positions.size === 0) return;
  const rows = [...positions].map(([groupId, order]) => sql`(${groupId}::int, ${order}::int)`);
  await sql`
    update group_users set "order" = wanted.position
    from (values ${sql.join(rows)}) as wanted(group_id, position)
    where group_users.user_id = ${userId} and group_users.group_id = wanted.group_id`.execute(db);
}

/** The ids of every member of a group. */
export async function memberIds(db: Executor, groupId: number): Promise<number[]> {
  const rows = await db.selectFrom('group_users').select('user_id').where('group_id', '=', groupId).execute();
  return rows.map((row) => row.user_id);
}
