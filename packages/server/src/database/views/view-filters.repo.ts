import type { ViewFilter } from '@cellar/core';
import type { Executor } from '../../db/executor.js';

/** A view filter as stored. */
export interface ViewFilterRecord {
  id: number;
  view_id: number;
  field_id: number;
  type: string;
  value: string;
}

const columns = ['id', 'view_id', 'field_id', 'type', 'value'] as const;

/** A view filter by id; one on a field or view in the trash counts as missing (it comes back with them). */
export function findViewFilter(db: Executor, id: number): Promise<ViewFilterRecord | undefined> {
  return db
    .selectFrom('view_filters')
    .select(columns)
    .where('id', '=', id)
    .where(({ exists, selectFrom }) => exists(selectFrom('database_fields').select('database_fields.id').whereRef('database_fields.id', '=', 'view_filters.field_id').where('database_fields.trashed', '=', false)))
    .where(({ exists, selectFrom }) => exists(selectFrom('views').select('views.id').whereRef('views.id', '=', 'view_filters.view_id').where('views.trashed', '=', false)))
    .executeTakeFirst();
}

/** Whether a filter row with this id is stored, hidden or not (undo writes one back under its id). */
export async function viewFilterIdTaken(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('view_filters').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * The filters of some views, in creation order. Filters on a field in the trash are kept (they come
 * back with it, as the reference's do) but left out.
 */
export async function listViewFilters(db: Executor, viewIds: number[]): Promise<ViewFilterRecord[]> {
  if (viewIds.length === 0) return [];
  return db
    .selectFrom('view_filters')
    .select(columns)
    .where('view_id', 'in', viewIds)
    // Looked up by primary key per filter: no scan of every field.
    .where(({ exists, selectFrom }) => exists(selectFrom('database_fields').select('database_fields.id').whereRef('database_fields.id', '=', 'view_filters.field_id').where('database_fields.trashed', '=', false)))
    .orderBy('id')
    .execute();
}

/** Adds a filter to a view. */
export function insertViewFilter(db: Executor, values: { viewId: number; fieldId: number; type: string; value: string }): Promise<ViewFilterRecord> {
  return db
    .insertInto('view_filters')
    .values({ view_id: values.viewId, field_id: values.fieldId, type: values.type, value: values.value })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Changes a filter's field, type or value. */
export function updateViewFilterRow(db: Executor, filter: ViewFilterRecord): Promise<ViewFilterRecord> {
  return db
    .updateTable('view_filters')
    .set({ field_id: filter.field_id, type: filter.type, value: filter.value })
    .where('id', '=', filter.id)
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Removes filters by id. */
export async function deleteViewFilters(db: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('view_filters').where('id', 'in', ids).execute();
}

/** The filters on one field, in any view. */
export function filtersOnField(db: Executor, fieldId: number): Promise<ViewFilterRecord[]> {
  return db.selectFrom('view_filters').select(columns).where('field_id', '=', fieldId).orderBy('id').execute();
}

/** The filter as the API shows it (contract §11.2). */
export function presentViewFilter(filter: ViewFilterRecord): ViewFilter {
  return { id: filter.id, view: filter.view_id, field: filter.field_id, type: filter.type, value: filter.value };
}
