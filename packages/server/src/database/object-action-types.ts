import type { AnyServerActionType } from '../actions/server-action-type.js';
import { createApplicationActionType } from '../applications/actions/create-application.action.js';
import { deleteApplicationActionType } from '../applications/actions/delete-application.action.js';
import { updateApplicationActionType } from '../applications/actions/update-application.action.js';
import { deleteGroupActionType } from '../groups/actions/delete-group.action.js';
import { updateGroupActionType } from '../groups/actions/update-group.action.js';
import { createFieldActionType } from './fields/actions/create-field.action.js';
import { deleteFieldActionType } from './fields/actions/delete-field.action.js';
import { updateFieldActionType } from './fields/actions/update-field.action.js';
import { createTableActionType } from './tables/actions/create-table.action.js';
import { deleteTableActionType } from './tables/actions/delete-table.action.js';
import { updateTableActionType } from './tables/actions/update-table.action.js';
import { createViewFilterActionType } from './views/actions/create-view-filter.action.js';
import { createViewSortActionType } from './views/actions/create-view-sort.action.js';
import { createViewActionType } from './views/actions/create-view.action.js';
import { deleteViewFilterActionType } from './views/actions/delete-view-filter.action.js';
import { deleteViewSortActionType } from './views/actions/delete-view-sort.action.js';
import { deleteViewActionType } from './views/actions/delete-view.action.js';
import { updateViewFieldOptionsActionType } from './views/actions/update-view-field-options.action.js';
import { updateViewFilterActionType } from './views/actions/update-view-filter.action.js';
import { updateViewSortActionType } from './views/actions/update-view-sort.action.js';
import { updateViewActionType } from './views/actions/update-view.action.js';

/** The undoable actions on groups, databases, tables, fields and views (issue 33), one line each; the action registry spreads them. */
export const objectActionTypes: AnyServerActionType[] = [
  updateGroupActionType,
  deleteGroupActionType,
  createApplicationActionType,
  deleteApplicationActionType,
  updateApplicationActionType,
  createTableActionType,
  deleteTableActionType,
  updateTableActionType,
  createFieldActionType,
  updateFieldActionType,
  deleteFieldActionType,
  createViewActionType,
  updateViewActionType,
  deleteViewActionType,
  createViewFilterActionType,
  updateViewFilterActionType,
  deleteViewFilterActionType,
  createViewSortActionType,
  updateViewSortActionType,
  deleteViewSortActionType,
  updateViewFieldOptionsActionType,
];
