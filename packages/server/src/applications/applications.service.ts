import type { Application, ApplicationTypeName } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import { originOf, type Caller } from '../callers/caller.js';
import { commitChange } from '../events/unit-of-work.js';
import { requireMember, requireReader } from '../groups/group.policy.js';
import { getGroupOrThrow } from '../groups/groups.service.js';
import { assertWithinQuota } from '../quotas/quotas.js';
import { recordAction } from '../actions/action-log.js';
import { createApplicationActionType } from './actions/create-application.action.js';
import { deleteApplicationAction } from './actions/delete-application.action.js';
import { renameApplicationAction } from './actions/update-application.action.js';
import { presentApplication, presentApplications } from './application.presenter.js';
import { insertApplication, listApplicationsOfGroup, listApplicationsOfUser } from './applications.repo.js';

// In a file of its own, so the action types can use it without a cycle.
export { getApplicationOrThrow } from './application.policy.js';
import { getApplicationOrThrow } from './application.policy.js';

/** Lists, creates, renames and deletes applications; any member of the group may (contract §6). */
export function applicationsService(ctx: AppContext) {
  const db = ctx.db.kysely;
  return {
    async listAll(caller: Caller): Promise<Application[]> {
      return presentApplications(db, await listApplicationsOfUser(db, caller.user.id));
    },

    /** A group's applications: for its members, and for anyone when it is a template's (contract §1.6). */
    async listOfGroup(caller: Caller | undefined, groupId: number): Promise<Application[]> {
      await getGroupOrThrow(db, groupId);
      await requireReader(db, groupId, caller);
      return presentApplications(db, await listApplicationsOfGroup(db, groupId));
    },

    async get(caller: Caller, applicationId: number): Promise<Application> {
      const application = await getApplicationOrThrow(db, applicationId);
      await requireMember(db, application.group_id, caller.user.id);
      return presentApplication(db, application);
    },

    create(caller: Caller, groupId: number, values: { name: string; type: ApplicationTypeName }): Promise<Application> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        await getGroupOrThrow(trx, groupId);
        await requireMember(trx, groupId, caller.user.id);
        await assertWithinQuota(trx, ctx.config.quotas, 'applicationsPerGroup', groupId);
        const created = await insertApplication(trx, { groupId, name: values.name, type: values.type });
        await recordAction(trx, caller, createApplicationActionType, groupId, { group_id: groupId, application_id: created.id });
        const application = await presentApplication(trx, await getApplicationOrThrow(trx, created.id));
        emit({ type: 'application_created', groupId, application });
        return application;
      });
    },

    rename(caller: Caller, applicationId: number, name: string): Promise<Application> {
      return commitChange(ctx, originOf(caller), (trx, emit) => renameApplicationAction(trx, caller, applicationId, name, emit));
    },

    /** Moves an application to the trash with all its tables, fields, views and rows (issue 33). */
    delete(caller: Caller, applicationId: number): Promise<void> {
      return commitChange(ctx, originOf(caller), (trx, emit) => deleteApplicationAction(trx, caller, applicationId, emit));
    },
  };
}
