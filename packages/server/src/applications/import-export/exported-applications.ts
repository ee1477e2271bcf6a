import { DomainError } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import { getGroupOrThrow, requireMember } from '../../groups/group.policy.js';
import { findApplication, listApplicationsOfGroup, type ApplicationWithGroup } from '../applications.repo.js';

/**
 * The databases an export of a group takes, checked in the reference's order: the group (404),
 * membership (400), then each named application (404 when there is none, 400 when it is another
 * group's). No ids, or an empty list, is every database of the group. Checked when the export is
 * asked for and again when its job starts (a member may have left, a database gone to the trash).
 */
export async function exportedApplications(db: Executor, userId: number, groupId: number, ids: readonly number[] | null | undefined): Promise<ApplicationWithGroup[]> {
  await getGroupOrThrow(db, groupId);
  await requireMember(db, groupId, userId);
  if (!ids || ids.length === 0) return (await listApplicationsOfGroup(db, groupId)).filter((application) => application.type === 'database');
  const found: ApplicationWithGroup[] = [];
  for (const id of new Set(ids)) {
    const application = await findApplication(db, id);
    if (!application || application.type !== 'database') throw new DomainError('ERROR_APPLICATION_DOES_NOT_EXIST');
    if (application.group_id !== groupId) throw new DomainError('ERROR_APPLICATION_NOT_IN_GROUP');
    found.push(application);
  }
  return found;
}
