import type { Application } from '@cellar/core';
import { recordAction } from '../../actions/action-log.js';
import { scopes, type ServerActionType } from '../../actions/server-action-type.js';
import type { Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import type { Emit } from '../../events/unit-of-work.js';
import { requireMember } from '../../groups/group.policy.js';
import { getApplicationOrThrow } from '../application.policy.js';
import { presentApplication } from '../application.presenter.js';

/** Baserow's update_application params: the name after and before. */
export interface UpdateApplicationParams {
  group_id: number;
  application_id: number;
  application_name: string;
  original_application_name: string;
}

async function rename(trx: Executor, caller: Caller, applicationId: number, name: string, emit: Emit): Promise<{ application: Application; before: string; groupId: number }> {
  const existing = await getApplicationOrThrow(trx, applicationId);
  await requireMember(trx, existing.group_id, caller.user.id);
  await trx.updateTable('applications').set({ name }).where('id', '=', applicationId).execute();
  const application = await presentApplication(trx, await getApplicationOrThrow(trx, applicationId));
  emit({ type: 'application_updated', groupId: existing.group_id, application });
  return { application, before: existing.name, groupId: existing.group_id };
}

/** Baserow's `update_application` (a rename; scope: its workspace). */
export const updateApplicationActionType: ServerActionType<UpdateApplicationParams> = {
  type: 'update_application',
  scope: (params) => scopes.workspace(params.group_id),
  async undo({ trx, caller, emit }, params) {
    await rename(trx, caller, params.application_id, params.original_application_name, emit);
  },
  async redo({ trx, caller, emit }, params) {
    await rename(trx, caller, params.application_id, params.application_name, emit);
  },
};

/** Renames an application and records the action, inside the caller's transaction. */
export async function renameApplicationAction(trx: Executor, caller: Caller, applicationId: number, name: string, emit: Emit): Promise<Application> {
  const { application, before, groupId } = await rename(trx, caller, applicationId, name, emit);
  await recordAction(trx, caller, updateApplicationActionType, groupId, { group_id: groupId, application_id: applicationId, application_name: name, original_application_name: before });
  return application;
}
