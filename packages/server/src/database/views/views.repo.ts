import { gridConstants, type GridFieldOptions, type View } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import { inLiveTable } from '../tables/live-table.js';
import type { TableRecord } from '../tables/tables.repo.js';

/** A view row as stored. */
export interface ViewRecord {
  id: number;
  table_id: number;
  name: string;
  order: number;
  type: 'grid';
  filter_type: 'AND' | 'OR';
  filters_disabled: boolean;
}

const columns = ['id', 'table_id', 'name', 'order', 'type', 'filter_type', 'filters_disabled'] as const;

/** A view by id; one in the trash, or in a table in the trash, counts as missing. */
export function findView(db: Executor, id: number): Promise<ViewRecord | undefined> {
  return db
    .selectFrom('views')
    .select(columns)
    .where('id', '=', id)
    .where('trashed', '=', false)
    .where(inLiveTable('views'))
    .executeTakeFirst();
}

/** A view by id, in the trash or not (a restore or purge). */
export function findViewWithTrashed(db: Executor, id: number): Promise<(ViewRecord & { trashed: boolean }) | undefined> {
  return db.selectFrom('views').select([...columns, 'trashed']).where('id', '=', id).executeTakeFirst();
}

/** The views of a table outside the trash, by order. */
export function listViews(db: Executor, tableId: number): Promise<ViewRecord[]> {
  return db.selectFrom('views').select(columns).where('table_id', '=', tableId).where('trashed', '=', false).orderBy('order').orderBy('id').execute();
}

/** Inserts a view at the end of its table. */
export async function insertView(
  db: Executor,
  values: { tableId: number; name: string; filterType?: 'AND' | 'OR'; filtersDisabled?: boolean },
): Promise<ViewRecord> {
  const last = await db.selectFrom('views').select((eb) => eb.fn.max('order').as('max')).where('table_id', '=', values.tableId).executeTakeFirst();
  return db
    .insertInto('views')
    .values({
      table_id: values.tableId,
      name: values.name,
      order: Number(last?.max ?? 0) + 1,
      filter_type: values.filterType ?? 'AND',
      filters_disabled: values.filtersDisabled ?? false,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** The view as the API shows it, with its table (contract §11.1). */
export function presentView(view: ViewRecord, table: TableRecord): View {
  return {
    id: view.id,
    table_id: view.table_id,
    name: view.name,
    order: view.order,
    type: view.type,
    table: { id: table.id, name: table.name, order: table.order, database_id: table.database_id },
    filter_type: view.filter_type,
    filters_disabled: view.filters_disabled,
  };
}

/** Changes some settings of some columns of a grid view, creating missing records with defaults. */
export async function upsertFieldOptions(db: Executor, viewId: number, changes: Record<number, Partial<GridFieldOptions>>): Promise<void> {
  for (const [fieldId, options] of Object.entries(changes)) {
    const values = { view_id: viewId, field_id: Number(fieldId), ...options };
    const hasChanges = Object.keys(options).length > 0;
    await db
      .insertInto('grid_view_field_options')
      .values(values)
      .onConflict((oc) => (hasChanges ? oc.columns(['view_id', 'field_id']).doUpdateSet(options) : oc.columns(['view_id', 'field_id']).doNothing()))
      .execute();
  }
}

/**
 * Forgets what every view holds about a field, e.g. when it moves to another table: its column
 * settings, and the filters and sorts on it, which only a field of the view's own table may have.
 */
export async function deleteFieldOptions(db: Executor, fieldId: number): Promise<void> {
  await db.deleteFrom('grid_view_field_options').where('field_id', '=', fieldId).execute();
  await db.deleteFrom('view_filters').where('field_id', '=', fieldId).execute();
  await db.deleteFrom('view_sortings').where('field_id', '=', fieldId).execute();
}

/** Every column's settings of a grid view, defaults for columns without a record (contract §11.5). */
export async function fieldOptionsOf(db: Executor, viewId: number, fieldIds: number[]): Promise<Record<string, GridFieldOptions>> {
  const rows = await db.selectFrom('grid_view_field_options').select(['field_id', 'width', 'hidden', 'order']).where('view_id', '=', viewId).execute();
  const byField = new Map(rows.map((row) => [row.field_id, row]));
  const result: Record<string, GridFieldOptions> = {};
  for (const id of fieldIds) {
    const row = byField.get(id);
    result[String(id)] = {
      width: row?.width ?? gridConstants.defaultFieldWidth,
      hidden: row?.hidden ?? gridConstants.defaultFieldHidden,
      order: row?.order ?? gridConstants.maxFieldOrder,
    };
  }
  return result;
}
