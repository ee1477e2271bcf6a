import { DomainError } from '@cellar/core';
import type { ActionRun } from '../../../actions/server-action-type.js';
import { findFieldWithTrashed } from '../../fields/fields.repo.js';
import { deleteViewFilters, findViewFilter, presentViewFilter, viewFilterIdTaken, type ViewFilterRecord } from '../view-filters.repo.js';
import { getViewForMember } from '../view.policy.js';

/** A filter as the reference's filter actions keep it in their params. */
export interface FilterParams {
  view_id: number;
  view_filter_id: number;
  field_id: number;
  filter_type: string;
  filter_value: string;
}

/** The params of a filter as stored. */
export function filterParams(filter: ViewFilterRecord): FilterParams {
  return { view_id: filter.view_id, view_filter_id: filter.id, field_id: filter.field_id, filter_type: filter.type, filter_value: filter.value };
}

/**
 * Writes a filter back as `params` say, under its own id (the reference re-creates a deleted filter
 * with its id, so later actions naming it still apply): inserted when gone, changed when there.
 * A field purged since answers ERROR_FIELD_DOES_NOT_EXIST; one in the trash keeps the filter hidden.
 */
export async function putFilter({ trx, caller, emit }: ActionRun, params: FilterParams): Promise<void> {
  const { table } = await getViewForMember(trx, params.view_id, caller.user.id);
  if (!(await findFieldWithTrashed(trx, params.field_id))) throw new DomainError('ERROR_FIELD_DOES_NOT_EXIST');
  const values = { field_id: params.field_id, type: params.filter_type, value: params.filter_value };
  const existed = await viewFilterIdTaken(trx, params.view_filter_id);
  const stored = existed
    ? await trx.updateTable('view_filters').set(values).where('id', '=', params.view_filter_id).returning(['id', 'view_id', 'field_id', 'type', 'value']).executeTakeFirstOrThrow()
    : await trx.insertInto('view_filters').values({ id: params.view_filter_id, view_id: params.view_id, ...values }).returning(['id', 'view_id', 'field_id', 'type', 'value']).executeTakeFirstOrThrow();
  const viewFilter = presentViewFilter(stored);
  emit({ type: existed ? 'view_filter_updated' : 'view_filter_created', groupId: table.groupId, tableId: table.id, viewFilter });
}

/** Removes a filter an action made; one already gone (deleted by someone else) answers ERROR_VIEW_FILTER_DOES_NOT_EXIST. */
export async function removeFilter({ trx, caller, emit }: ActionRun, params: FilterParams): Promise<void> {
  const { table } = await getViewForMember(trx, params.view_id, caller.user.id);
  if (!(await findViewFilter(trx, params.view_filter_id))) throw new DomainError('ERROR_VIEW_FILTER_DOES_NOT_EXIST');
  await deleteViewFilters(trx, [params.view_filter_id]);
  emit({ type: 'view_filter_deleted', groupId: table.groupId, tableId: table.id, viewId: params.view_id, viewFilterId: params.view_filter_id });
}
