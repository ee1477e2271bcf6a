import type { Executor } from '../../db/executor.js';
import type { Emit } from '../../events/unit-of-work.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import type { TableInGroup } from '../table.policy.js';
import { deleteViewFilters, filtersOnField } from './view-filters.repo.js';
import { filterFitsField, sortFitsField } from './view-setting-fit.js';
import { deleteViewSortings, sortingsOnField } from './view-sortings.repo.js';

/**
 * Deletes the filters and sorts a field's new type no longer allows (as the reference does when a
 * field changes type), so every stored filter and sort still applies to the grid's rows.
 */
export async function forgetUnfitViewSettings(write: { db: Executor; emit: Emit }, table: TableInGroup, field: FieldRecord): Promise<void> {
  const filters = (await filtersOnField(write.db, field.id)).filter((filter) => !filterFitsField(filter.type, field));
  const sortings = sortFitsField(field) ? [] : await sortingsOnField(write.db, field.id);
  await deleteViewFilters(write.db, filters.map((filter) => filter.id));
  await deleteViewSortings(write.db, sortings.map((sort) => sort.id));
  const where = { groupId: table.groupId, tableId: table.id };
  for (const filter of filters) write.emit({ type: 'view_filter_deleted', ...where, viewId: filter.view_id, viewFilterId: filter.id });
  for (const sort of sortings) write.emit({ type: 'view_sort_deleted', ...where, viewId: sort.view_id, viewSortId: sort.id });
}
