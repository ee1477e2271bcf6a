import { DomainError } from '@cellar/core';
import { scopes, type ServerActionType } from '../../actions/server-action-type.js';
import { getGroupOrThrow, requireMember } from '../../groups/group.policy.js';
import { restoreTrashed } from '../../trash/restore-trashed.js';
import { findApplication } from '../applications.repo.js';
import { applicationTrashType, trashApplication } from '../trash/application-trash-type.js';

/** What undoing and redoing a database's creation need. */
export interface CreateApplicationParams {
  group_id: number;
  application_id: number;
}

/** Baserow's `create_application` (scope: its workspace): undo puts it in the trash, redo restores it with what was added since. */
export const createApplicationActionType: ServerActionType<CreateApplicationParams> = {
  type: 'create_application',
  scope: (params) => scopes.workspace(params.group_id),
  async undo({ trx, caller, emit }, params) {
    const application = await findApplication(trx, params.application_id);
    if (!application) throw new DomainError('ERROR_APPLICATION_DOES_NOT_EXIST');
    await requireMember(trx, application.group_id, caller.user.id);
    await trashApplication(trx, caller, application);
    emit({ type: 'application_deleted', groupId: application.group_id, applicationId: application.id });
  },
  async redo(run, params) {
    await getGroupOrThrow(run.trx, params.group_id);
    await requireMember(run.trx, params.group_id, run.caller.user.id);
    await restoreTrashed(run, applicationTrashType, params.application_id, 'ERROR_APPLICATION_DOES_NOT_EXIST');
  },
};
