import { DomainError } from '@cellar/core';
import { findApplication } from '../../applications/applications.repo.js';
import type { Executor } from '../../db/executor.js';
import { requireMember } from '../../groups/group.policy.js';

/** Finds a database application a member may use; other types, and databases in the trash, count as missing (contract §8). */
export async function getDatabaseForMember(db: Executor, databaseId: number, userId: number) {
  const application = await findApplication(db, databaseId);
  if (!application || application.type !== 'database') throw new DomainError('ERROR_APPLICATION_DOES_NOT_EXIST');
  await requireMember(db, application.group_id, userId);
  return application;
}
