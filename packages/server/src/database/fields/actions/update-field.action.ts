import { DomainError, type FieldTypeName } from '@cellar/core';
import { scopes, type ActionRun, type ServerActionType } from '../../../actions/server-action-type.js';
import { getTableForMember } from '../../table.policy.js';
import { lockTableInTransaction } from '../../tables/table-write-lock.js';
import { hasColumn } from '../../tables/user-table-ddl.js';
import { forgetUnfitViewSettings } from '../../views/unfit-view-settings.js';
import { changeFieldConstraints } from '../constraints/field-constraint-ddl.js';
import { findField, presentField, updateFieldRow, type FieldRecord } from '../fields.repo.js';
import { dropConstraintsForTrash, restoreConstraints } from '../trash/field-trash.js';
import { dropBackup, swapWithBackup } from './field-backup.js';
import { putBackViewSettings, type ViewSettingsOnField } from '../../views/actions/view-settings-on-field.js';
import { restoreSelectOptionRows } from './select-option-rows.js';

/** A field's name, type and settings at one end of a change. */
export interface FieldState {
  name: string;
  type: FieldTypeName;
  options: Record<string, unknown>;
}

/**
 * Baserow's update_field params: the field before and after, and where the values of the other
 * state wait (`backup_column`, null when the change rewrote no value: a rename, a new date format).
 */
export interface UpdateFieldParams {
  table_id: number;
  field_id: number;
  previous: FieldState;
  next: FieldState;
  backup_column: string | null;
  /** A change undo cannot take back: of a link's or autonumber's type or settings, or one whose table had no column slot for the backup. */
  irreversible?: boolean;
  /** The view filters and sorts the change of type dropped: undo puts them back, redo drops them again. */
  dropped_view_settings?: ViewSettingsOnField;
}

// Puts a field in the state `to` from `from`: its row, its select options, its values (swapped with
// the backup, which then keeps `from`'s), its constraints, and the view settings `to` no longer allows.
async function putState(run: ActionRun, params: UpdateFieldParams, from: FieldState, to: FieldState, direction: 'undo' | 'redo'): Promise<void> {
  const { trx, caller, emit } = run;
  const table = await getTableForMember(trx, params.table_id, caller.user.id);
  if (params.irreversible) throw new DomainError('ERROR_CANNOT_CHANGE_FIELD_TYPE', 'This change of the field cannot be undone: what it replaced was not kept (a link or autonumber field, or a table out of column slots).');
  await lockTableInTransaction(trx, table.id);
  const current = await findField(trx, params.field_id);
  if (!current || current.table_id !== table.id) throw new DomainError('ERROR_FIELD_DOES_NOT_EXIST');
  const target: FieldRecord = { ...current, ...to };
  if (params.backup_column) {
    await dropConstraintsForTrash(trx, current);
    await swapWithBackup(trx, table.id, current.id, params.backup_column, hasColumn(target));
  } else {
    await changeFieldConstraints(trx, current, target, 'before', false);
  }
  const stored = await updateFieldRow(trx, target);
  await restoreSelectOptionRows(trx, stored);
  if (params.backup_column) await restoreConstraints(trx, stored);
  else await changeFieldConstraints(trx, current, stored, 'after', false);
  if (from.type !== to.type) await forgetUnfitViewSettings({ db: trx }, stored);
  if (direction === 'undo' && params.dropped_view_settings) await putBackViewSettings(trx, table, params.dropped_view_settings, emit);
  emit({ type: 'field_updated', groupId: table.groupId, tableId: table.id, field: presentField(stored) });
}

/**
 * Baserow's `update_field`: a rename, new settings or a new type. Undo puts the old name, type,
 * settings and every old value back (from the backup taken before the conversion); redo the new.
 */
export const updateFieldActionType: ServerActionType<UpdateFieldParams> = {
  type: 'update_field',
  scope: (params) => scopes.table(params.table_id),
  undo: (run, params) => putState(run, params, params.next, params.previous, 'undo'),
  redo: (run, params) => putState(run, params, params.previous, params.next, 'redo'),
  /** The backup goes when the action leaves the log. */
  async forget(trx, params) {
    if (params.backup_column) await dropBackup(trx, params.table_id, params.backup_column);
  },
};
