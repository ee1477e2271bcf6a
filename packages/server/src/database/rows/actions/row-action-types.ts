import type { AnyServerActionType } from '../../../actions/server-action-type.js';
import { createRowActionType } from './create-row.js';
import { createRowsActionType } from './create-rows.js';
import { deleteRowActionType } from './delete-row.js';
import { deleteRowsActionType } from './delete-rows.js';
import { updateRowActionType } from './update-row.js';
import { updateRowsActionType } from './update-rows.js';

/**
 * The row action types, as the reference names them (scope `table<id>`). `move_row` has none:
 * Cellar has no endpoint moving a row (a row's place is chosen when it is created).
 */
export const rowActionTypes: AnyServerActionType[] = [
  createRowActionType, createRowsActionType, updateRowActionType, updateRowsActionType, deleteRowActionType, deleteRowsActionType,
];
