import { DomainError, type createViewSortRequest, type updateViewSortRequest, type ViewSort } from '@cellar/core';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { originOf, type Caller } from '../../callers/caller.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Executor } from '../../db/executor.js';
import { recordAction } from '../../actions/action-log.js';
import { commitChange } from '../../events/unit-of-work.js';
import { createViewSortActionType } from './actions/create-view-sort.action.js';
import { deleteViewSortActionType } from './actions/delete-view-sort.action.js';
import { updateViewSortActionType } from './actions/update-view-sort.action.js';
import { sortParams } from './actions/view-sort-writes.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import type { TableInGroup } from '../table.policy.js';
import { fieldNamedInBody } from './view-setting-field.js';
import { sortFitsField } from './view-setting-fit.js';
import {
  deleteViewSortings,
  findViewSort,
  insertViewSort,
  listViewSortings,
  presentViewSort,
  updateViewSortRow,
  viewSortsByField,
  type ViewSortRecord,
} from './view-sortings.repo.js';
import { viewTypes } from './view-types.js';
import { getViewForMember } from './views.service.js';
import type { ViewRecord } from './views.repo.js';

function assertSortable(field: FieldRecord): void {
  if (!sortFitsField(field)) throw new DomainError('ERROR_VIEW_SORT_FIELD_NOT_SUPPORTED');
}

// 404 for the sort first, then membership of its view's group.
async function getSortForMember(db: Executor, sortId: number, userId: number): Promise<{ sort: ViewSortRecord; view: ViewRecord; table: TableInGroup }> {
  const sort = await findViewSort(db, sortId);
  if (!sort) throw new DomainError('ERROR_VIEW_SORT_DOES_NOT_EXIST');
  return { sort, ...(await getViewForMember(db, sort.view_id, userId)) };
}

/** Lists, creates, changes and deletes the sorts of a view (contract §11.3). */
export function viewSortingsService(ctx: AppContext) {
  const db = ctx.db.kysely;
  return {
    async list(caller: Caller, viewId: number): Promise<ViewSort[]> {
      const { view } = await getViewForMember(db, viewId, caller.user.id);
      return (await listViewSortings(db, [view.id])).map(presentViewSort);
    },

    async get(caller: Caller, sortId: number): Promise<ViewSort> {
      return presentViewSort((await getSortForMember(db, sortId, caller.user.id)).sort);
    },

    /** Checks the field exists, the view, membership, sorting, same table, the field's type, one per field: the table before the type, which of another table's field is not the caller's to learn. */
    create(caller: Caller, viewId: number, body: z.output<typeof createViewSortRequest>): Promise<ViewSort> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const field = await fieldNamedInBody(trx, body.field);
        const { view, table } = await getViewForMember(trx, viewId, caller.user.id);
        if (!viewTypes[view.type].canSort) throw new DomainError('ERROR_VIEW_SORT_NOT_SUPPORTED');
        if (field.table_id !== view.table_id) throw new DomainError('ERROR_FIELD_NOT_IN_TABLE');
        assertSortable(field);
        const inserted = await insertViewSort(trx, { viewId, fieldId: field.id, order: body.order });
        if (!inserted) throw new DomainError('ERROR_VIEW_SORT_FIELD_ALREADY_EXISTS');
        await recordAction(trx, caller, createViewSortActionType, table.groupId, sortParams(inserted));
        const viewSort = presentViewSort(inserted);
        emit({ type: 'view_sort_created', groupId: table.groupId, tableId: table.id, viewSort });
        return viewSort;
      });
    },

    /** A changed field must be of the view's table, sortable, and not sorted by already. */
    update(caller: Caller, sortId: number, body: z.output<typeof updateViewSortRequest>): Promise<ViewSort> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const named = body.field === undefined ? undefined : await fieldNamedInBody(trx, body.field);
        const { sort, view, table } = await getSortForMember(trx, sortId, caller.user.id);
        if (named && named.id !== sort.field_id) {
          if (named.table_id !== view.table_id) throw new DomainError('ERROR_FIELD_NOT_IN_TABLE');
          assertSortable(named);
          if (await viewSortsByField(trx, view.id, named.id, sort.id)) throw new DomainError('ERROR_VIEW_SORT_FIELD_ALREADY_EXISTS');
        }
        const changed = await updateViewSortRow(trx, { ...sort, field_id: named?.id ?? sort.field_id, order: body.order ?? sort.order }).catch((error: unknown) => {
          // Another request made a sort by the same field between the check above and this write.
          if (isUniqueViolation(error, 'view_sortings_view_field_unique')) throw new DomainError('ERROR_VIEW_SORT_FIELD_ALREADY_EXISTS');
          throw error;
        });
        await recordAction(trx, caller, updateViewSortActionType, table.groupId, { ...sortParams(changed), original_field_id: sort.field_id, original_sort_order: sort.order });
        const viewSort = presentViewSort(changed);
        emit({ type: 'view_sort_updated', groupId: table.groupId, tableId: table.id, viewSort });
        return viewSort;
      });
    },

    delete(caller: Caller, sortId: number): Promise<void> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const { sort, table } = await getSortForMember(trx, sortId, caller.user.id);
        await deleteViewSortings(trx, [sort.id]);
        await recordAction(trx, caller, deleteViewSortActionType, table.groupId, sortParams(sort));
        emit({ type: 'view_sort_deleted', groupId: table.groupId, tableId: table.id, viewId: sort.view_id, viewSortId: sort.id });
      });
    },
  };
}
