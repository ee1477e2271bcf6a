import type { FieldTypeName } from '@cellar/core';
import { recordAction } from '../../../actions/action-log.js';
import type { Caller } from '../../../callers/caller.js';
import type { Executor } from '../../../db/executor.js';
import type { TableInGroup } from '../../table.policy.js';
import type { ConversionPlan } from '../field-conversion.js';
import { findField, type FieldRecord } from '../fields.repo.js';
import { droppedViewSettings, viewSettingsOnField, type ViewSettingsOnField } from '../../views/actions/view-settings-on-field.js';
import { backUpColumn, dropOrphanBackups, newBackupColumnName } from './field-backup.js';
import { updateFieldActionType, type FieldState } from './update-field.action.js';

// Types whose change owns more than a column and options rows (a link's pair and relation table,
// an autonumber's sequence): a change of their type or settings is recorded as one undo cannot
// take back (undo answers SKIPPED_DUE_TO_ERROR and moves past it, rather than undoing an older
// action instead). A rename of such a field undoes like any other.
const ownsMoreThanAColumn: ReadonlySet<FieldTypeName> = new Set<FieldTypeName>(['link_row', 'autonumber']);

function stateOf(field: FieldRecord): FieldState {
  return { name: field.name, type: field.type, options: field.options };
}

const isRenameOnly = (from: FieldRecord, to: FieldRecord) => from.type === to.type && JSON.stringify(from.options) === JSON.stringify(to.options);

/**
 * How a field change will be recorded: with the backup column its old values go to (null: none
 * needed), or as irreversible; and, for a change of type, the view filters and sorts on the field
 * before it, so undo puts back those the change drops.
 */
export interface FieldChangeRecording {
  irreversible: boolean;
  backup: string | null;
  settingsBefore?: ViewSettingsOnField;
}

/**
 * Decides before the change whether undo needs the old values kept: whenever they are rewritten,
 * replaced, or their options rows change (a select's options). A rename or a new display setting
 * needs nothing but the old settings.
 */
export function planFieldChangeRecording(from: FieldRecord, to: FieldRecord, plan: ConversionPlan): FieldChangeRecording {
  if (isRenameOnly(from, to)) return { irreversible: false, backup: null };
  if (ownsMoreThanAColumn.has(from.type) || ownsMoreThanAColumn.has(to.type)) return { irreversible: true, backup: null };
  const optionRows = Array.isArray(from.options.select_options) || Array.isArray(to.options.select_options);
  return { irreversible: false, backup: plan.kind === 'keep' && !optionRows ? null : newBackupColumnName(from.id) };
}

/** Inside the change's transaction, before the conversion: copies the old values to the backup and notes the view settings on the field. */
export async function backUpBeforeChange(
  trx: Executor,
  table: TableInGroup,
  from: FieldRecord,
  to: FieldRecord,
  change: 'replace' | 'rewrite' | 'keep',
  recording: FieldChangeRecording,
): Promise<void> {
  // Without a slot for the backup, the change still goes through, recorded as one undo cannot take back.
  if (recording.backup && !(await backUpColumn(trx, from, recording.backup, change))) {
    recording.backup = null;
    recording.irreversible = true;
  }
  if (from.type !== to.type) recording.settingsBefore = await viewSettingsOnField(trx, from.id);
}

/** Inside the change's transaction, after it: records `update_field` with both states. */
export async function recordFieldChange(trx: Executor, caller: Caller, table: TableInGroup, from: FieldRecord, to: FieldRecord, recording: FieldChangeRecording): Promise<void> {
  // As stored: a type's hooks complete the settings (a select's options get their ids).
  const stored = (await findField(trx, to.id)) ?? to;
  const dropped = recording.settingsBefore ? await droppedViewSettings(trx, from.id, recording.settingsBefore) : null;
  await recordAction(trx, caller, updateFieldActionType, table.groupId, {
    table_id: table.id,
    field_id: from.id,
    previous: stateOf(from),
    next: stateOf(stored),
    backup_column: recording.backup,
    ...(recording.irreversible ? { irreversible: true } : {}),
    ...(dropped && (dropped.filters.length > 0 || dropped.sortings.length > 0) ? { dropped_view_settings: dropped } : {}),
  });
  // Recording forgot this tab's undone actions: the backups only they kept go now.
  await dropOrphanBackups(trx, from);
}
