import { DomainError } from '@cellar/core';
import { scopes, type ServerActionType } from '../../../actions/server-action-type.js';
import { restoreTrashed } from '../../../trash/restore-trashed.js';
import { getTableForMember } from '../../table.policy.js';
import { lockTableInTransaction } from '../../tables/table-write-lock.js';
import { findField } from '../fields.repo.js';
import { fieldTrashType } from '../trash/field-trash-type.js';
import { trashField } from '../trash/field-trash.js';
import { fieldsTrashed } from '../../formulas/lifecycle/computed-lifecycle.js';

/** What undoing and redoing a field's creation need. */
export interface CreateFieldParams {
  table_id: number;
  field_id: number;
}

/** Baserow's `create_field`: undo puts the field in the trash (so redo brings it back with any values typed since), redo restores it. */
export const createFieldActionType: ServerActionType<CreateFieldParams> = {
  type: 'create_field',
  scope: (params) => scopes.table(params.table_id),
  async undo({ trx, caller, emit }, params) {
    const table = await getTableForMember(trx, params.table_id, caller.user.id);
    await lockTableInTransaction(trx, table.id);
    const field = await findField(trx, params.field_id);
    if (!field || field.table_id !== table.id) throw new DomainError('ERROR_FIELD_DOES_NOT_EXIST');
    const trashed = await trashField(trx, caller, table, field);
    emit({ type: 'field_deleted', groupId: table.groupId, tableId: table.id, fieldId: field.id });
    await fieldsTrashed({ db: trx, emit }, trashed);
  },
  async redo(run, params) {
    await getTableForMember(run.trx, params.table_id, run.caller.user.id);
    await restoreTrashed(run, fieldTrashType, params.field_id, 'ERROR_FIELD_DOES_NOT_EXIST');
  },
};
