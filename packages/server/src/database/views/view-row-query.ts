import type { RowQuery } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import { listViewFilters, type ViewFilterRecord } from './view-filters.repo.js';
import { filterFitsField, sortFitsField } from './view-setting-fit.js';
import { listViewSortings, type ViewSortRecord } from './view-sortings.repo.js';
import type { ViewRecord } from './views.repo.js';

/**
 * A view's stored filters (none when `filters_disabled`) and sorts as the parts of a RowQuery
 * (contract §11.2–§11.3). Changes of field type delete what stops fitting; the fit is checked
 * again here so that a filter or sort naming a field that left the table is skipped, never an error.
 */
export async function viewRowQuery(db: Executor, view: ViewRecord, fields: FieldRecord[]): Promise<Pick<RowQuery, 'filter' | 'sorts'>> {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const filters = view.filters_disabled ? [] : await listViewFilters(db, [view.id]);
  const sortings = await listViewSortings(db, [view.id]);
  const filterApplies = (filter: ViewFilterRecord) => {
    const field = byId.get(filter.field_id);
    return field !== undefined && filterFitsField(filter.type, field);
  };
  const sortApplies = (sort: ViewSortRecord) => {
    const field = byId.get(sort.field_id);
    return field !== undefined && sortFitsField(field);
  };
  return {
    filter: {
      type: view.filter_type,
      conditions: filters
        .filter(filterApplies)
        .map((filter) => ({ fieldId: filter.field_id, type: filter.type, value: filter.value })),
    },
    sorts: sortings
      .filter(sortApplies)
      .map((sort) => ({ fieldId: sort.field_id, ref: String(sort.field_id), descending: sort.order === 'DESC', style: 'view' as const })),
  };
}
