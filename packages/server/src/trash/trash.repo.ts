import { sql } from 'kysely';
import type { Executor } from '../db/executor.js';
import type { TrashEntry } from './server-trash-type.js';

// The trash reads groups and applications whether or not they are themselves in the trash, so it
// asks their tables directly rather than through the repos whose reads leave trashed ones out.

/** The groups a person belongs to, in their own order, with their applications. */
export async function groupsWithApplications(db: Executor, userId: number) {
  const groups = await db
    .selectFrom('group_users')
    .innerJoin('groups', 'groups.id', 'group_users.group_id')
    .select(['groups.id', 'groups.name'])
    .where('group_users.user_id', '=', userId)
    .orderBy('group_users.order')
    .orderBy('groups.id')
    .execute();
  const ids = groups.map((group) => group.id);
  const applications = ids.length === 0 ? [] : await db.selectFrom('applications').select(['id', 'name', 'type', 'group_id']).where('group_id', 'in', ids).orderBy('order').orderBy('id').execute();
  return { groups, applications };
}

/** The ids of the groups and applications in `groupIds` that are in the trash, and of those emptied (waiting to be purged). */
export async function trashedContainers(db: Executor, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('trash_entries')
    .select(['trash_item_type', 'trash_item_id', 'should_be_permanently_deleted'])
    .where('group_id', 'in', groupIds)
    .where('trash_item_type', 'in', ['group', 'application'])
    .execute();
}

/** A group's id, if it exists (trashed or not). */
export function groupExists(db: Executor, id: number) {
  return db.selectFrom('groups').select('id').where('id', '=', id).executeTakeFirst();
}

/** An application's group, if it exists (trashed or not). */
export function applicationGroup(db: Executor, id: number) {
  return db.selectFrom('applications').select(['id', 'group_id']).where('id', '=', id).executeTakeFirst();
}

/** Which entries: a group's, or one application's of it; emptied ones are never listed again. */
export interface TrashPlace {
  groupId: number;
  applicationId?: number;
}

function entriesOf(db: Executor, place: TrashPlace) {
  let query = db.selectFrom('trash_entries').where('trash_entries.group_id', '=', place.groupId).where('trash_entries.should_be_permanently_deleted', '=', false);
  if (place.applicationId !== undefined) query = query.where('trash_entries.application_id', '=', place.applicationId);
  return query;
}

/** How many entries a place holds. */
export async function countEntries(db: Executor, place: TrashPlace): Promise<number> {
  const { count } = await entriesOf(db, place).select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  return Number(count);
}

/** A page of a place's entries, newest first, with the first name of who trashed each. */
export function pageOfEntries(db: Executor, place: TrashPlace, limit: number, offset: number) {
  return entriesOf(db, place)
    .leftJoin('users', 'users.id', 'trash_entries.user_who_trashed')
    .selectAll('trash_entries')
    .select('users.first_name as user_first_name')
    .orderBy('trash_entries.trashed_at', 'desc')
    .orderBy('trash_entries.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Marks a place's entries for the sweep to delete for good. */
export async function markEmptied(db: Executor, place: TrashPlace): Promise<void> {
  let query = db.updateTable('trash_entries').set({ should_be_permanently_deleted: true }).where('group_id', '=', place.groupId);
  if (place.applicationId !== undefined) query = query.where('application_id', '=', place.applicationId);
  await query.execute();
}

/** The entry of an item still in the trash (not emptied), locked against a concurrent restore. */
export function findEntry(db: Executor, type: string, itemId: number, parentId: number | null): Promise<TrashEntry | undefined> {
  return db
    .selectFrom('trash_entries')
    .selectAll()
    .where('trash_item_type', '=', type)
    .where('trash_item_id', '=', itemId)
    .where('parent_trash_item_id', parentId === null ? 'is' : '=', parentId)
    .where('should_be_permanently_deleted', '=', false)
    .orderBy('id', 'desc')
    .forUpdate()
    .executeTakeFirst();
}

/** Removes an entry once its item is restored or purged. */
export async function deleteEntry(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('trash_entries').where('id', '=', id).execute();
}

/** Marks the entries trashed before `before` for deletion: they have been in the trash long enough. */
export async function markExpired(db: Executor, before: Date): Promise<void> {
  await db.updateTable('trash_entries').set({ should_be_permanently_deleted: true }).where('trashed_at', '<', before).where('should_be_permanently_deleted', '=', false).execute();
}

/** The oldest entries marked for deletion of the given types, after a cursor (the pass so far); only a place's when one is given. */
export async function nextToPurge(db: Executor, types: string[], after: { trashedAt: Date; id: number } | null, limit: number, place?: TrashPlace): Promise<TrashEntry[]> {
  if (types.length === 0) return [];
  let query = db.selectFrom('trash_entries').selectAll().where('should_be_permanently_deleted', '=', true).where('trash_item_type', 'in', types);
  if (place) query = query.where('group_id', '=', place.groupId);
  if (place?.applicationId !== undefined) query = query.where('application_id', '=', place.applicationId);
  if (after) query = query.where(sql<boolean>`(trashed_at, id) > (${after.trashedAt}, ${after.id})`);
  return query.orderBy('trashed_at').orderBy('id').limit(limit).execute();
}

/** How many entries of a place are marked for deletion and not purged yet. */
export async function countMarked(db: Executor, place: TrashPlace): Promise<number> {
  let query = db.selectFrom('trash_entries').where('should_be_permanently_deleted', '=', true).where('group_id', '=', place.groupId);
  if (place.applicationId !== undefined) query = query.where('application_id', '=', place.applicationId);
  const { count } = await query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  return Number(count);
}

/** An entry again, locked, if it is still there (another process may have purged it). */
export function lockEntry(db: Executor, id: number): Promise<TrashEntry | undefined> {
  return db.selectFrom('trash_entries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}
