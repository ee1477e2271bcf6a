import { DomainError, parseBody, updateViewRequest, type View } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import { originOf, type Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import { commitChange } from '../../events/unit-of-work.js';
import { requireMember, requireReader } from '../../groups/group.policy.js';
import { assertWithinQuota } from '../../quotas/quotas.js';
import { getTableForMember, getTableForReader, getTableOrThrow, type TableInGroup } from '../table.policy.js';
import { listViewFilters, presentViewFilter } from './view-filters.repo.js';
import { listViewSortings, presentViewSort } from './view-sortings.repo.js';
import { findView, insertView, listViews, presentView, type ViewRecord } from './views.repo.js';

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

/** Finds a view a member may use (404 first, then membership), with its table. */
export async function getViewForMember(db: Executor, viewId: number, userId: number, missing: 'ERROR_VIEW_DOES_NOT_EXIST' | 'ERROR_GRID_DOES_NOT_EXIST' = 'ERROR_VIEW_DOES_NOT_EXIST'): Promise<{ view: ViewRecord; table: TableInGroup }> {
  const view = await findView(db, viewId);
  if (!view) throw new DomainError(missing);
  const table = await getTableOrThrow(db, view.table_id);
  await requireMember(db, table.groupId, userId);
  return { view, table };
}

/** Finds a view (404 first) that the caller may read on a preview read: a member's, or a template's for anyone (contract §1.6). */
export async function getViewForReader(db: Executor, viewId: number, caller: Caller | undefined, missing: 'ERROR_VIEW_DOES_NOT_EXIST' | 'ERROR_GRID_DOES_NOT_EXIST'): Promise<{ view: ViewRecord; table: TableInGroup }> {
  const view = await findView(db, viewId);
  if (!view) throw new DomainError(missing);
  const table = await getTableOrThrow(db, view.table_id);
  await requireReader(db, table.groupId, caller);
  return { view, table };
}

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
        emit({ type: 'view_created', groupId: table.groupId, tableId, view: withEmptyLists(view) });
        return withIncludesOne(trx, view, includes);
      });
    },

    /** Changes a view; the body is checked once the view is found and the caller may see it (contract §11.1). */
    update(caller: Caller, viewId: number, body: unknown, includes: ViewIncludes): Promise<View> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const { table } = await getViewForMember(trx, viewId, caller.user.id);
        const changes = parseBody(updateViewRequest, body);
        const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
        if (Object.keys(set).length > 0) await trx.updateTable('views').set(set).where('id', '=', viewId).execute();
        const view = presentView((await findView(trx, viewId)) as ViewRecord, table);
        emit({ type: 'view_updated', groupId: table.groupId, tableId: table.id, view });
        return withIncludesOne(trx, view, includes);
      });
    },

    delete(caller: Caller, viewId: number): Promise<void> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const { table } = await getViewForMember(trx, viewId, caller.user.id);
        await trx.deleteFrom('views').where('id', '=', viewId).execute();
        emit({ type: 'view_deleted', groupId: table.groupId, tableId: table.id, viewId });
      });
    },
  };
}
