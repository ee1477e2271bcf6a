import { DomainError } from '@cellar/core';
import type { Executor } from '../db/executor.js';
import { findApplication, type ApplicationWithGroup } from './applications.repo.js';

/** Finds an application (outside the trash) or answers ERROR_APPLICATION_DOES_NOT_EXIST. */
export async function getApplicationOrThrow(db: Executor, id: number): Promise<ApplicationWithGroup> {
  const application = await findApplication(db, id);
  if (!application) throw new DomainError('ERROR_APPLICATION_DOES_NOT_EXIST');
  return application;
}
