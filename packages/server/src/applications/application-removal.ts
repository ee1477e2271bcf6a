import type { Executor } from '../db/executor.js';
import { serverApplicationTypes } from './application-types.js';
import type { ApplicationRecord } from './applications.repo.js';

/** Deletes an application and everything its type keeps outside the row. */
export async function deleteApplicationRow(db: Executor, application: ApplicationRecord): Promise<void> {
  await serverApplicationTypes[application.type].beforeDelete(db, application);
  await db.deleteFrom('applications').where('id', '=', application.id).execute();
}

/** Deletes every application of a group, as part of deleting the group. */
export async function deleteApplicationsOfGroup(db: Executor, groupId: number): Promise<void> {
  const applications = await db.selectFrom('applications').selectAll().where('group_id', '=', groupId).execute();
  for (const application of applications) await deleteApplicationRow(db, application);
}
