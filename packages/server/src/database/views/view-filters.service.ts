import { DomainError, type createViewFilterRequest, type updateViewFilterRequest, type ViewFilter } from '@cellar/core';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { originOf, type Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import { recordAction } from '../../actions/action-log.js';
import { commitChange } from '../../events/unit-of-work.js';
import { createViewFilterActionType } from './actions/create-view-filter.action.js';
import { deleteViewFilterActionType } from './actions/delete-view-filter.action.js';
import { updateViewFilterActionType } from './actions/update-view-filter.action.js';
import { filterParams } from './actions/view-filter-writes.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import type { TableInGroup } from '../table.policy.js';
import { deleteViewFilters, findViewFilter, insertViewFilter, listViewFilters, presentViewFilter, updateViewFilterRow, type ViewFilterRecord } from './view-filters.repo.js';
import { fieldNamedInBody } from './view-setting-field.js';
import { filterFitsField } from './view-setting-fit.js';
import { viewTypes } from './view-types.js';
import { getViewForMember } from './views.service.js';
import type { ViewRecord } from './views.repo.js';

function assertFilterFitsField(type: string, field: FieldRecord): void {
  if (!filterFitsField(type, field)) {
    throw new DomainError('ERROR_VIEW_FILTER_TYPE_NOT_ALLOWED_FOR_FIELD', `The filter ${type} is not compatible with field type ${field.type}.`);
  }
}

// 404 for the filter first, then membership of its view's group.
async function getFilterForMember(db: Executor, filterId: number, userId: number): Promise<{ filter: ViewFilterRecord; view: ViewRecord; table: TableInGroup }> {
  const filter = await findViewFilter(db, filterId);
  if (!filter) throw new DomainError('ERROR_VIEW_FILTER_DOES_NOT_EXIST');
  return { filter, ...(await getViewForMember(db, filter.view_id, userId)) };
}

/** Lists, creates, changes and deletes the filters of a view (contract §11.2). */
export function viewFiltersService(ctx: AppContext) {
  const db = ctx.db.kysely;
  return {
    async list(caller: Caller, viewId: number): Promise<ViewFilter[]> {
      const { view } = await getViewForMember(db, viewId, caller.user.id);
      return (await listViewFilters(db, [view.id])).map(presentViewFilter);
    },

    async get(caller: Caller, filterId: number): Promise<ViewFilter> {
      return presentViewFilter((await getFilterForMember(db, filterId, caller.user.id)).filter);
    },

    /**
     * Checks in the contract's order (the field exists, the view, membership, filtering), then the
     * table before compatibility: the other way round, the answer told a member the type of any
     * field of a table they cannot see.
     */
    create(caller: Caller, viewId: number, body: z.output<typeof createViewFilterRequest>): Promise<ViewFilter> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const field = await fieldNamedInBody(trx, body.field);
        const { view, table } = await getViewForMember(trx, viewId, caller.user.id);
        if (!viewTypes[view.type].canFilter) throw new DomainError('ERROR_VIEW_FILTER_NOT_SUPPORTED');
        if (field.table_id !== view.table_id) throw new DomainError('ERROR_FIELD_NOT_IN_TABLE');
        assertFilterFitsField(body.type, field);
        const inserted = await insertViewFilter(trx, { viewId, fieldId: field.id, type: body.type, value: body.value });
        await recordAction(trx, caller, createViewFilterActionType, table.groupId, filterParams(inserted));
        const viewFilter = presentViewFilter(inserted);
        emit({ type: 'view_filter_created', groupId: table.groupId, tableId: table.id, viewFilter });
        return viewFilter;
      });
    },

    /** Checks the table of a changed field, then re-checks the resulting (field, type) pair. */
    update(caller: Caller, filterId: number, body: z.output<typeof updateViewFilterRequest>): Promise<ViewFilter> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const named = body.field === undefined ? undefined : await fieldNamedInBody(trx, body.field);
        const { filter, view, table } = await getFilterForMember(trx, filterId, caller.user.id);
        const field = named ?? (await fieldNamedInBody(trx, filter.field_id));
        const type = body.type ?? filter.type;
        if (field.id !== filter.field_id && field.table_id !== view.table_id) throw new DomainError('ERROR_FIELD_NOT_IN_TABLE');
        assertFilterFitsField(type, field);
        const changed = await updateViewFilterRow(trx, { ...filter, field_id: field.id, type, value: body.value ?? filter.value });
        await recordAction(trx, caller, updateViewFilterActionType, table.groupId, {
          ...filterParams(changed),
          original_field_id: filter.field_id,
          original_filter_type: filter.type,
          original_filter_value: filter.value,
        });
        const viewFilter = presentViewFilter(changed);
        emit({ type: 'view_filter_updated', groupId: table.groupId, tableId: table.id, viewFilter });
        return viewFilter;
      });
    },

    delete(caller: Caller, filterId: number): Promise<void> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const { filter, table } = await getFilterForMember(trx, filterId, caller.user.id);
        await deleteViewFilters(trx, [filter.id]);
        await recordAction(trx, caller, deleteViewFilterActionType, table.groupId, filterParams(filter));
        emit({ type: 'view_filter_deleted', groupId: table.groupId, tableId: table.id, viewId: filter.view_id, viewFilterId: filter.id });
      });
    },
  };
}
