import type { Row } from '@cellar/core';
import { recordAction } from '../../../actions/action-log.js';
import type { Caller } from '../../../callers/caller.js';
import type { Executor } from '../../../db/executor.js';
import type { FieldRecord } from '../../fields/fields.repo.js';
import type { TableInGroup } from '../../table.policy.js';
import { diffRow } from '../history/row-changes.js';
import { insertRowHistory } from '../history/row-history.repo.js';
import { updateRowActionType } from './update-row.js';
import { updateRowsActionType } from './update-rows.js';

/**
 * Records an edit of rows, in its transaction: the action (`update_row` for the single-row endpoint,
 * else `update_rows`) with the values before and after of the fields that changed, and one history
 * entry per changed row. `before` holds the named fields' values read before the write, `after` the
 * rows read after it, both in the same order. An edit that changed nothing records nothing.
 */
export async function recordRowEdits(trx: Executor, caller: Caller, table: TableInGroup, named: FieldRecord[], before: Row[], after: Row[], batch = false): Promise<void> {
  const diffs = after.flatMap((row, index) => diffRow(row.id, named, before[index] ?? {}, row) ?? []);
  const [first] = diffs;
  if (!first) return;
  const actionId = !batch
    ? await recordAction(trx, caller, updateRowActionType, table.groupId, { table_id: table.id, row_id: first.rowId, before: first.before, after: first.after })
    : await recordAction(trx, caller, updateRowsActionType, table.groupId, { table_id: table.id, rows: diffs.map(({ rowId, before: was, after: is }) => ({ id: rowId, before: was, after: is })) });
  await insertRowHistory(trx, table.id, { caller, actionId, actionType: batch ? 'update_rows' : 'update_row', command: 'DO' }, diffs);
}
