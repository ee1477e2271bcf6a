import { DomainError, type Application, type ApplicationTypeName } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import type { Executor } from '../db/executor.js';
import { commitChange } from '../events/unit-of-work.js';
import { requireMember } from '../groups/group.policy.js';
import { getGroupOrThrow } from '../groups/groups.service.js';
import { deleteApplicationRow } from './application-removal.js';
import { presentApplication, presentApplications } from './application.presenter.js';
import { findApplication, insertApplication, listApplicationsOfGroup, listApplicationsOfUser, type ApplicationWithGroup } from './applications.repo.js';

/** Finds an application or answers ERROR_APPLICATION_DOES_NOT_EXIST. */
export async function getApplicationOrThrow(db: Executor, id: number): Promise<ApplicationWithGroup> {
  const application = await findApplication(db, id);
  if (!application) throw new DomainError('ERROR_APPLICATION_DOES_NOT_EXIST');
  return application;
}

/** Lists, creates, renames and deletes applications; any member of the group may (contract §6). */
export function applicationsService(ctx: AppContext) {
  const db = ctx.db.kysely;
  return {
    async listAll(userId: number): Promise<Application[]> {
      return presentApplications(db, await listApplicationsOfUser(db, userId));
    },

    async listOfGroup(userId: number, groupId: number): Promise<Application[]> {
      await getGroupOrThrow(db, groupId);
      await requireMember(db, groupId, userId);
      return presentApplications(db, await listApplicationsOfGroup(db, groupId));
    },

    async get(userId: number, applicationId: number): Promise<Application> {
      const application = await getApplicationOrThrow(db, applicationId);
      await requireMember(db, application.group_id, userId);
      return presentApplication(db, application);
    },

    create(userId: number, groupId: number, values: { name: string; type: ApplicationTypeName }): Promise<Application> {
      return commitChange(ctx, async (trx, emit) => {
        await getGroupOrThrow(trx, groupId);
        await requireMember(trx, groupId, userId);
        const created = await insertApplication(trx, { groupId, name: values.name, type: values.type });
        const application = await presentApplication(trx, await getApplicationOrThrow(trx, created.id));
        emit({ type: 'application_created', groupId, application });
        return application;
      });
    },

    rename(userId: number, applicationId: number, name: string): Promise<Application> {
      return commitChange(ctx, async (trx, emit) => {
        const existing = await getApplicationOrThrow(trx, applicationId);
        await requireMember(trx, existing.group_id, userId);
        await trx.updateTable('applications').set({ name }).where('id', '=', applicationId).execute();
        const application = await presentApplication(trx, await getApplicationOrThrow(trx, applicationId));
        emit({ type: 'application_updated', groupId: existing.group_id, application });
        return application;
      });
    },

    /** Deletes an application with all its tables, fields, views and rows. */
    delete(userId: number, applicationId: number): Promise<void> {
      return commitChange(ctx, async (trx, emit) => {
        const application = await getApplicationOrThrow(trx, applicationId);
        await requireMember(trx, application.group_id, userId);
        await deleteApplicationRow(trx, application);
        emit({ type: 'application_deleted', groupId: application.group_id, applicationId });
      });
    },
  };
}
