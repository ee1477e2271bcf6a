import type { Emit } from '../../../events/unit-of-work.js';
import type { Executor } from '../../../db/executor.js';
import type { TableInGroup } from '../../table.policy.js';
import { filtersOnField, presentViewFilter, viewFilterIdTaken, type ViewFilterRecord } from '../view-filters.repo.js';
import { presentViewSort, sortingsOnField, viewSortIdTaken, type ViewSortRecord } from '../view-sortings.repo.js';

/** The filters and sorts on a field, as a field change's undo keeps those the change dropped. */
export interface ViewSettingsOnField {
  filters: ViewFilterRecord[];
  sortings: ViewSortRecord[];
}

/** The filters and sorts on a field now. */
export async function viewSettingsOnField(db: Executor, fieldId: number): Promise<ViewSettingsOnField> {
  return { filters: await filtersOnField(db, fieldId), sortings: await sortingsOnField(db, fieldId) };
}

/** Those of `before` that are gone now (a change of type dropped what no longer fits). */
export async function droppedViewSettings(db: Executor, fieldId: number, before: ViewSettingsOnField): Promise<ViewSettingsOnField> {
  const now = await viewSettingsOnField(db, fieldId);
  const filterIds = new Set(now.filters.map((filter) => filter.id));
  const sortIds = new Set(now.sortings.map((sort) => sort.id));
  return { filters: before.filters.filter((filter) => !filterIds.has(filter.id)), sortings: before.sortings.filter((sort) => !sortIds.has(sort.id)) };
}

/**
 * Puts dropped filters and sorts back under their ids (undo of a type change, as the reference
 * brings them back), announcing each; one whose id is taken again, or whose view sorts by the field
 * already, stays out.
 */
export async function putBackViewSettings(db: Executor, table: TableInGroup, settings: ViewSettingsOnField, emit: Emit): Promise<void> {
  const views = new Set((await db.selectFrom('views').select('id').where('table_id', '=', table.id).execute()).map((view) => view.id));
  for (const filter of settings.filters) {
    if (!views.has(filter.view_id) || (await viewFilterIdTaken(db, filter.id))) continue;
    await db.insertInto('view_filters').values(filter).execute();
    emit({ type: 'view_filter_created', groupId: table.groupId, tableId: table.id, viewFilter: presentViewFilter(filter) });
  }
  for (const sort of settings.sortings) {
    if (!views.has(sort.view_id) || (await viewSortIdTaken(db, sort.id))) continue;
    const inserted = await db.insertInto('view_sortings').values(sort).onConflict((oc) => oc.columns(['view_id', 'field_id']).doNothing()).returning('id').executeTakeFirst();
    if (inserted) emit({ type: 'view_sort_created', groupId: table.groupId, tableId: table.id, viewSort: presentViewSort(sort) });
  }
}
