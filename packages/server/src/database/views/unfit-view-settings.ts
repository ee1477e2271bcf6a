import type { Executor } from '../../db/executor.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import { deleteViewFilters, filtersOnField } from './view-filters.repo.js';
import { filterFitsField, sortFitsField } from './view-setting-fit.js';
import { deleteViewSortings, sortingsOnField } from './view-sortings.repo.js';

/**
 * Deletes the filters and sorts a field's new type no longer allows (as the reference does when a
 * field changes type), so every stored filter and sort still applies to the grid's rows. Silently,
 * as in the reference (contract §13, §16.20): clients learn of it from the field's `field_updated`.
 */
export async function forgetUnfitViewSettings(write: { db: Executor }, field: FieldRecord): Promise<void> {
  const filters = (await filtersOnField(write.db, field.id)).filter((filter) => !filterFitsField(filter.type, field));
  const sortings = sortFitsField(field) ? [] : await sortingsOnField(write.db, field.id);
  await deleteViewFilters(write.db, filters.map((filter) => filter.id));
  await deleteViewSortings(write.db, sortings.map((sort) => sort.id));
}
