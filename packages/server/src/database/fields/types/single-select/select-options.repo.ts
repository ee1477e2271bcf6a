import type { SelectOption } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../../../db/executor.js';

/** An option with its place in its field's list. */
export interface PlacedOption {
  value: string;
  color: string;
  order: number;
}

/** A stored option with its place. */
export type StoredOption = SelectOption & { order: number };

/** A field's options, in its list's order (contract §9.6: by order, then id). */
export function listSelectOptions(db: Executor, fieldId: number): Promise<StoredOption[]> {
  return db
    .selectFrom('select_options')
    .select(['id', 'value', 'color', 'order'])
    .where('field_id', '=', fieldId)
    .orderBy('order')
    .orderBy('id')
    .execute();
}

/** Adds options to a field in one statement; each comes back with its id. */
export async function insertSelectOptions(db: Executor, fieldId: number, options: PlacedOption[]): Promise<StoredOption[]> {
  if (options.length === 0) return [];
  return db
    .insertInto('select_options')
    .values(options.map((option) => ({ field_id: fieldId, ...option })))
    .returning(['id', 'value', 'color', 'order'])
    .execute();
}

/** Writes new values, colours and places of existing options in one statement. */
export async function updateSelectOptions(db: Executor, options: StoredOption[]): Promise<void> {
  if (options.length === 0) return;
  const rows = sql.join(options.map((option) => sql`(${option.id}::integer, ${option.value}::text, ${option.color}::text, ${option.order}::integer)`));
  await sql`update select_options as o set value = v.value, color = v.color, "order" = v.position
    from (values ${rows}) as v(id, value, color, position) where o.id = v.id`.execute(db);
}

/** Deletes options by id. */
export async function deleteSelectOptions(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('select_options').where('id', 'in', ids).execute();
}

/** Deletes every option of a field. */
export async function deleteFieldSelectOptions(db: Executor, fieldId: number): Promise<void> {
  await db.deleteFrom('select_options').where('field_id', '=', fieldId).execute();
}

/** Writes a field's options into its settings, where the field object and conversions read them. */
export async function writeFieldSelectOptions(db: Executor, fieldId: number, options: SelectOption[]): Promise<void> {
  await db
    .updateTable('database_fields')
    .set({ options: sql`jsonb_set(options, '{select_options}', ${JSON.stringify(options)}::jsonb)` })
    .where('id', '=', fieldId)
    .execute();
}
