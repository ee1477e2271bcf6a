import type { ViewSort } from '@cellar/core';
import type { Executor } from '../../db/executor.js';

/** A view sort as stored. */
export interface ViewSortRecord {
  id: number;
  view_id: number;
  field_id: number;
  order: 'ASC' | 'DESC';
}

const columns = ['id', 'view_id', 'field_id', 'order'] as const;

/** A view sort by id; one on a field or view in the trash counts as missing (it comes back with them). */
export function findViewSort(db: Executor, id: number): Promise<ViewSortRecord | undefined> {
  return db
    .selectFrom('view_sortings')
    .select(columns)
    .where('id', '=', id)
    .where(({ exists, selectFrom }) => exists(selectFrom('database_fields').select('database_fields.id').whereRef('database_fields.id', '=', 'view_sortings.field_id').where('database_fields.trashed', '=', false)))
    .where(({ exists, selectFrom }) => exists(selectFrom('views').select('views.id').whereRef('views.id', '=', 'view_sortings.view_id').where('views.trashed', '=', false)))
    .executeTakeFirst();
}

/** Whether a sort row with this id is stored, hidden or not (undo writes one back under its id). */
export async function viewSortIdTaken(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('view_sortings').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * The sorts of some views, in creation order (the order they apply in, contract §11.3). Sorts on a
 * field in the trash are kept for its restore but left out.
 */
export async function listViewSortings(db: Executor, viewIds: number[]): Promise<ViewSortRecord[]> {
  if (viewIds.length === 0) return [];
  return db
    .selectFrom('view_sortings')
    .select(columns)
    .where('view_id', 'in', viewIds)
    // Looked up by primary key per filter: no scan of every field.
    .where(({ exists, selectFrom }) => exists(selectFrom('database_fields').select('database_fields.id').whereRef('database_fields.id', '=', 'view_sortings.field_id').where('database_fields.trashed', '=', false)))
    .orderBy('id')
    .execute();
}

/** Whether a view already sorts by a field, other than by the sort `except`. */
export async function viewSortsByField(db: Executor, viewId: number, fieldId: number, except?: number): Promise<boolean> {
  let query = db.selectFrom('view_sortings').select('id').where('view_id', '=', viewId).where('field_id', '=', fieldId);
  if (except !== undefined) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Adds a sort to a view; undefined when the view already sorts by the field, which the unique
 * constraint decides even when two requests race.
 */
export function insertViewSort(db: Executor, values: { viewId: number; fieldId: number; order: 'ASC' | 'DESC' }): Promise<ViewSortRecord | undefined> {
  return db
    .insertInto('view_sortings')
    .values({ view_id: values.viewId, field_id: values.fieldId, order: values.order })
    .onConflict((oc) => oc.columns(['view_id', 'field_id']).doNothing())
    .returning(columns)
    .executeTakeFirst();
}

/** Changes a sort's field or direction. */
export function updateViewSortRow(db: Executor, sort: ViewSortRecord): Promise<ViewSortRecord> {
  return db
    .updateTable('view_sortings')
    .set({ field_id: sort.field_id, order: sort.order })
    .where('id', '=', sort.id)
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Removes sorts by id. */
export async function deleteViewSortings(db: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('view_sortings').where('id', 'in', ids).execute();
}

/** The sorts by one field, in any view. */
export function sortingsOnField(db: Executor, fieldId: number): Promise<ViewSortRecord[]> {
  return db.selectFrom('view_sortings').select(columns).where('field_id', '=', fieldId).orderBy('id').execute();
}

/** The sort as the API shows it (contract §11.3). */
export function presentViewSort(sort: ViewSortRecord): ViewSort {
  return { id: sort.id, view: sort.view_id, field: sort.field_id, order: sort.order };
}
