import { DomainError } from '@cellar/core';
import { recordAction } from '../../../actions/action-log.js';
import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import type { Caller } from '../../../callers/caller.js';
import type { Executor } from '../../../db/executor.js';
import type { Emit } from '../../../events/unit-of-work.js';
import { restoreTrashed } from '../../../trash/restore-trashed.js';
import { getTableForMember } from '../../table.policy.js';
import { findField } from '../fields.repo.js';
import { fieldTrashType } from '../trash/field-trash-type.js';
import { trashField } from '../trash/field-trash.js';
import { fieldsTrashed } from '../../formulas/lifecycle/computed-lifecycle.js';

/** What undoing and redoing a field's deletion need. */
export interface DeleteFieldParams {
  table_id: number;
  field_id: number;
}

// Trashing, for the endpoint and for redo alike: the primary field stays (the reference refuses).
async function trash(trx: Executor, caller: Caller, fieldId: number, emit: Emit): Promise<DeleteFieldParams & { groupId: number }> {
  const field = await findField(trx, fieldId);
  if (!field) throw new DomainError('ERROR_FIELD_DOES_NOT_EXIST');
  const table = await getTableForMember(trx, field.table_id, caller.user.id);
  if (field.primary) throw new DomainError('ERROR_CANNOT_DELETE_PRIMARY_FIELD');
  const trashed = await trashField(trx, caller, table, field);
  emit({ type: 'field_deleted', groupId: table.groupId, tableId: table.id, fieldId });
  // The formulas reading it (or its link partner) turn invalid, naming it (issue 34).
  await fieldsTrashed({ db: trx, emit }, trashed);
  return { table_id: table.id, field_id: fieldId, groupId: table.groupId };
}

/** Baserow's `delete_field`: the field goes to the trash; undo restores it with its values, redo trashes it again. */
export const deleteFieldActionType: ServerActionType<DeleteFieldParams> = {
  type: 'delete_field',
  scope: (params) => scopes.table(params.table_id),
  async undo(run, params) {
    await getTableForMember(run.trx, params.table_id, run.caller.user.id);
    await restoreTrashed(run, fieldTrashType, params.field_id, 'ERROR_FIELD_DOES_NOT_EXIST');
  },
  async redo({ trx, caller, emit }, params) {
    await trash(trx, caller, params.field_id, emit);
  },
};

/** Deletes a field into the trash and records the action, inside the caller's transaction. */
export async function deleteFieldAction(trx: Executor, caller: Caller, fieldId: number, emit: Emit): Promise<void> {
  const { groupId, ...params } = await trash(trx, caller, fieldId, emit);
  await recordAction(trx, caller, deleteFieldActionType, groupId, params);
}
