import { parseBody, updateViewRequest, type View } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import { originOf, type Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import { recordAction } from '../../actions/action-log.js';
import { commitChange } from '../../events/unit-of-work.js';
import { createViewActionType } from './actions/create-view.action.js';
import { deleteViewAction } from './actions/delete-view.action.js';
import { recordViewUpdate, writeViewSettings, type ViewSettings } from './actions/update-view.action.js';
import { assertWithinQuota } from '../../quotas/quotas.js';
import { getTableForMember, getTableForReader } from '../table.policy.js';
import { listViewFilters, presentViewFilter } from './view-filters.repo.js';
import { listViewSortings, presentViewSort } from './view-sortings.repo.js';
import { insertView, listViews, presentView } from './views.repo.js';

/** Which optional keys a view answer carries (`?include=filters,sortings`). */
export interface ViewIncludes {
  filters: boolean;
  sortings: boolean;
}

/** Reads `include`; unknown items are ignored. */
export function parseViewIncludes(include: string | undefined): ViewIncludes {
  const items = new Set((include ?? '').split(',').map((item) => item.trim()));
  return { filters: items.has('filters'), sortings: items.has('sortings') };
}

// In a file of their own, so the view actions can use them without a cycle.
export { getViewForMember, getViewForReader } from './view.policy.js';
import { getViewForMember } from './view.policy.js';

// A new view has no filters or sortings yet: its event carries both lists, empty.
function withEmptyLists(view: View): View {
  return { ...view, filters: [], sortings: [] };
}

/** Adds the filters and sortings asked for to views of one table, read in one query each. */
async function withIncludes(db: Executor, views: View[], includes: ViewIncludes): Promise<View[]> {
  const ids = views.map((view) => view.id);
  const filters = includes.filters ? await listViewFilters(db, ids) : [];
  const sortings = includes.sortings ? await listViewSortings(db, ids) : [];
  return views.map((view) => ({
    ...view,
    ...(includes.filters ? { filters: filters.filter((filter) => filter.view_id === view.id).map(presentViewFilter) } : {}),
    ...(includes.sortings ? { sortings: sortings.filter((sort) => sort.view_id === view.id).map(presentViewSort) } : {}),
  }));
}

async function withIncludesOne(db: Executor, view: View, includes: ViewIncludes): Promise<View> {
  return (await withIncludes(db, [view], includes))[0] as View;
}

/** Lists, creates, changes and deletes the views of a table (contract §11.1). */
export function viewsService(ctx: AppContext) {
  const db = ctx.db.kysely;
  return {
    /** A table's views: for members, and for anyone in a template's group (contract §1.6). */
    async list(caller: Caller | undefined, tableId: number, includes: ViewIncludes): Promise<View[]> {
      const table = await getTableForReader(db, tableId, caller);
      return withIncludes(db, (await listViews(db, tableId)).map((view) => presentView(view, table)), includes);
    },

    async get(caller: Caller, viewId: number, includes: ViewIncludes): Promise<View> {
      const { view, table } = await getViewForMember(db, viewId, caller.user.id);
      return withIncludesOne(db, presentView(view, table), includes);
    },

    create(caller: Caller, tableId: number, values: { name: string; filter_type: 'AND' | 'OR'; filters_disabled: boolean }, includes: ViewIncludes): Promise<View> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const table = await getTableForMember(trx, tableId, caller.user.id);
        await assertWithinQuota(trx, ctx.config.quotas, 'viewsPerTable', tableId);
        const view = presentView(await insertView(trx, { tableId, name: values.name, filterType: values.filter_type, filtersDisabled: values.filters_disabled }), table);
        await recordAction(trx, caller, createViewActionType, table.groupId, { table_id: tableId, view_id: view.id });
        emit({ type: 'view_created', groupId: table.groupId, tableId, view: withEmptyLists(view) });
        return withIncludesOne(trx, view, includes);
      });
    },

    /** Changes a view; the body is checked once the view is found and the caller may see it (contract §11.1). */
    update(caller: Caller, viewId: number, body: unknown, includes: ViewIncludes): Promise<View> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const { view: before, table } = await getViewForMember(trx, viewId, caller.user.id);
        const changes = parseBody(updateViewRequest, body);
        const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as ViewSettings;
        const view = presentView(await writeViewSettings(trx, table, viewId, set, emit), table);
        await recordViewUpdate(trx, caller, table.groupId, before, set);
        return withIncludesOne(trx, view, includes);
      });
    },

    /** Moves a view to the trash (issue 33), with its filters, sorts and column settings. */
    delete(caller: Caller, viewId: number): Promise<void> {
      return commitChange(ctx, originOf(caller), (trx, emit) => deleteViewAction(trx, caller, viewId, emit));
    },
  };
}
