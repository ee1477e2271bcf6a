import { DomainError } from '@cellar/core';
import type { ActionRun } from '../../../actions/server-action-type.js';
import { findFieldWithTrashed } from '../../fields/fields.repo.js';
import { deleteViewSortings, findViewSort, presentViewSort, viewSortIdTaken, viewSortsByField, type ViewSortRecord } from '../view-sortings.repo.js';
import { getViewForMember } from '../view.policy.js';

/** A sort as the reference's sort actions keep it in their params. */
export interface SortParams {
  view_id: number;
  view_sort_id: number;
  field_id: number;
  sort_order: 'ASC' | 'DESC';
}

/** The params of a sort as stored. */
export function sortParams(sort: ViewSortRecord): SortParams {
  return { view_id: sort.view_id, view_sort_id: sort.id, field_id: sort.field_id, sort_order: sort.order };
}

const columns = ['id', 'view_id', 'field_id', 'order'] as const;

/**
 * Writes a sort back as `params` say, under its own id: inserted when gone, changed when there.
 * A field purged since answers ERROR_FIELD_DOES_NOT_EXIST; a view sorted by that field meanwhile
 * ERROR_VIEW_SORT_FIELD_ALREADY_EXISTS (one sort per field).
 */
export async function putSort({ trx, caller, emit }: ActionRun, params: SortParams): Promise<void> {
  const { table } = await getViewForMember(trx, params.view_id, caller.user.id);
  if (!(await findFieldWithTrashed(trx, params.field_id))) throw new DomainError('ERROR_FIELD_DOES_NOT_EXIST');
  if (await viewSortsByField(trx, params.view_id, params.field_id, params.view_sort_id)) throw new DomainError('ERROR_VIEW_SORT_FIELD_ALREADY_EXISTS');
  const values = { field_id: params.field_id, order: params.sort_order };
  const existed = await viewSortIdTaken(trx, params.view_sort_id);
  const stored = existed
    ? await trx.updateTable('view_sortings').set(values).where('id', '=', params.view_sort_id).returning(columns).executeTakeFirstOrThrow()
    : await trx.insertInto('view_sortings').values({ id: params.view_sort_id, view_id: params.view_id, ...values }).returning(columns).executeTakeFirstOrThrow();
  const viewSort = presentViewSort(stored);
  emit({ type: existed ? 'view_sort_updated' : 'view_sort_created', groupId: table.groupId, tableId: table.id, viewSort });
}

/** Removes a sort an action made; one already gone answers ERROR_VIEW_SORT_DOES_NOT_EXIST. */
export async function removeSort({ trx, caller, emit }: ActionRun, params: SortParams): Promise<void> {
  const { table } = await getViewForMember(trx, params.view_id, caller.user.id);
  if (!(await findViewSort(trx, params.view_sort_id))) throw new DomainError('ERROR_VIEW_SORT_DOES_NOT_EXIST');
  await deleteViewSortings(trx, [params.view_sort_id]);
  emit({ type: 'view_sort_deleted', groupId: table.groupId, tableId: table.id, viewId: params.view_id, viewSortId: params.view_sort_id });
}
