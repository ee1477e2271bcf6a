import type { Application } from '@cellar/core';
import type { Executor } from '../db/executor.js';
import { serverApplicationTypes } from './application-types.js';
import type { ApplicationWithGroup } from './applications.repo.js';

/** Presents applications (contract §6) with their type's extra keys, one query per type rather than per row. */
export async function presentApplications(db: Executor, applications: ApplicationWithGroup[]): Promise<Application[]> {
  const extras = new Map<number, Record<string, unknown>>();
  const types = new Set(applications.map((application) => application.type));
  for (const type of types) {
    const ofType = applications.filter((application) => application.type === type);
    for (const [id, values] of await serverApplicationTypes[type].presentExtras(db, ofType)) extras.set(id, values);
  }
  return applications.map((application) => ({
    id: application.id,
    name: application.name,
    order: application.order,
    type: application.type,
    group: { id: application.group_id, name: application.group_name },
    ...extras.get(application.id),
  }));
}

/** Presents one application. */
export async function presentApplication(db: Executor, application: ApplicationWithGroup): Promise<Application> {
  const [presented] = await presentApplications(db, [application]);
  return presented as Application;
}
