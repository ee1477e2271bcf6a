import type { Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/schema.js';
import type { Executor } from '../db/executor.js';

/** An application row as stored. */
export type ApplicationRecord = Selectable<DatabaseSchema['applications']>;

/** An application with its group's name, as presenters need it. */
export type ApplicationWithGroup = ApplicationRecord & { group_name: string };

// Applications outside the trash, in groups outside it: every read of applications starts here.
function withGroup(db: Executor) {
  return db
    .selectFrom('applications')
    .innerJoin('groups', 'groups.id', 'applications.group_id')
    .selectAll('applications')
    .select('groups.name as group_name')
    .where('applications.trashed', '=', false)
    .where('groups.trashed', '=', false);
}

/** An application by id, in the trash or not (a restore or purge), with its group's name. */
export function findApplicationWithTrashed(db: Executor, id: number): Promise<ApplicationWithGroup | undefined> {
  return db
    .selectFrom('applications')
    .innerJoin('groups', 'groups.id', 'applications.group_id')
    .selectAll('applications')
    .select('groups.name as group_name')
    .where('applications.id', '=', id)
    .executeTakeFirst();
}

/** An application by id, with its group's name. */
export function findApplication(db: Executor, id: number): Promise<ApplicationWithGroup | undefined> {
  return withGroup(db).where('applications.id', '=', id).executeTakeFirst();
}

/** The applications of one group, by order. */
export function listApplicationsOfGroup(db: Executor, groupId: number): Promise<ApplicationWithGroup[]> {
  return withGroup(db).where('applications.group_id', '=', groupId).orderBy('applications.order').orderBy('applications.id').execute();
}

/** The applications of every group a user belongs to, by order across groups. */
export function listApplicationsOfUser(db: Executor, userId: number): Promise<ApplicationWithGroup[]> {
  return withGroup(db)
    .innerJoin('group_users', 'group_users.group_id', 'applications.group_id')
    .where('group_users.user_id', '=', userId)
    .orderBy('applications.order')
    .orderBy('applications.id')
    .execute();
}

/** Inserts an application at the end of its group. */
export async function insertApplication(
  db: Executor,
  values: { groupId: number; name: string; type: ApplicationRecord['type'] },
): Promise<ApplicationRecord> {
  const last = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.max('order').as('max'))
    .where('group_id', '=', values.groupId)
    .executeTakeFirst();
  return db
    .insertInto('applications')
    .values({ group_id: values.groupId, name: values.name, type: values.type, order: Number(last?.max ?? 0) + 1 })
    .returningAll()
    .executeTakeFirstOrThrow();
}
