import type { Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/schema.js';
import type { Executor } from '../db/executor.js';

/** A group row as stored. */
export type GroupRecord = Selectable<DatabaseSchema['groups']>;

/** A group by id; one in the trash counts as missing. */
export function findGroup(db: Executor, id: number): Promise<GroupRecord | undefined> {
  return db.selectFrom('groups').selectAll().where('id', '=', id).where('trashed', '=', false).executeTakeFirst();
}

/** A group by id, in the trash or not (a restore or purge). */
export function findGroupWithTrashed(db: Executor, id: number): Promise<GroupRecord | undefined> {
  return db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a group. */
export function insertGroup(db: Executor, name: string): Promise<GroupRecord> {
  return db.insertInto('groups').values({ name }).returningAll().executeTakeFirstOrThrow();
}

/** Renames a group. */
export function renameGroup(db: Executor, id: number, name: string): Promise<GroupRecord> {
  return db.updateTable('groups').set({ name }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Deletes a group; memberships, invitations and application rows cascade. */
export async function deleteGroupRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('groups').where('id', '=', id).execute();
}
