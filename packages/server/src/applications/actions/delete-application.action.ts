import { recordAction } from '../../actions/action-log.js';
import { scopes, type ServerActionType } from '../../actions/server-action-type.js';
import type { Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import type { Emit } from '../../events/unit-of-work.js';
import { requireMember } from '../../groups/group.policy.js';
import { getGroupOrThrow } from '../../groups/groups.service.js';
import { restoreTrashed } from '../../trash/restore-trashed.js';
import { getApplicationOrThrow } from '../application.policy.js';
import { applicationTrashType, trashApplication } from '../trash/application-trash-type.js';

/** What undoing and redoing a database's deletion need. */
export interface DeleteApplicationParams {
  group_id: number;
  application_id: number;
}

async function trash(trx: Executor, caller: Caller, applicationId: number, emit: Emit): Promise<DeleteApplicationParams> {
  const application = await getApplicationOrThrow(trx, applicationId);
  await requireMember(trx, application.group_id, caller.user.id);
  await trashApplication(trx, caller, application);
  emit({ type: 'application_deleted', groupId: application.group_id, applicationId });
  return { group_id: application.group_id, application_id: applicationId };
}

/** Baserow's `delete_application` (scope: its workspace): undo restores it whole, redo trashes it again. */
export const deleteApplicationActionType: ServerActionType<DeleteApplicationParams> = {
  type: 'delete_application',
  scope: (params) => scopes.workspace(params.group_id),
  async undo(run, params) {
    await getGroupOrThrow(run.trx, params.group_id);
    await requireMember(run.trx, params.group_id, run.caller.user.id);
    await restoreTrashed(run, applicationTrashType, params.application_id, 'ERROR_APPLICATION_DOES_NOT_EXIST');
  },
  async redo({ trx, caller, emit }, params) {
    await trash(trx, caller, params.application_id, emit);
  },
};

/** Deletes an application into the trash and records the action, inside the caller's transaction. */
export async function deleteApplicationAction(trx: Executor, caller: Caller, applicationId: number, emit: Emit): Promise<void> {
  const params = await trash(trx, caller, applicationId, emit);
  await recordAction(trx, caller, deleteApplicationActionType, params.group_id, params);
}
