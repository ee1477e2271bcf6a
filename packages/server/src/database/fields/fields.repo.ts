import type { Field, FieldTypeName } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import { inLiveTable } from '../tables/live-table.js';

/** A field as stored, with its type's options. */
export interface FieldRecord {
  id: number;
  table_id: number;
  name: string;
  order: number;
  type: FieldTypeName;
  primary: boolean;
  options: Record<string, unknown>;
}

const columns = ['id', 'table_id', 'name', 'order', 'type', 'primary', 'options'] as const;

/**
 * The fields of a table: primary first, then by order and id (contract §9.1). Fields in the trash
 * are left out: this is the one read every API answer, row read and export goes through.
 */
export function listFields(db: Executor, tableId: number): Promise<FieldRecord[]> {
  return db
    .selectFrom('database_fields')
    .select(columns)
    .where('table_id', '=', tableId)
    .where('trashed', '=', false)
    .orderBy('primary', 'desc')
    .orderBy('order')
    .orderBy('id')
    .execute();
}

/** A field with whether it is in the trash. */
export type FieldWithTrash = FieldRecord & { trashed: boolean };

/**
 * A table's fields including those in the trash, for what works on the row store itself: a
 * trashed field keeps its column until purged, so a rebuild carries it over and a table's purge
 * lets go of what it owns.
 */
export function listFieldsWithTrashed(db: Executor, tableId: number): Promise<FieldWithTrash[]> {
  return db.selectFrom('database_fields').select([...columns, 'trashed']).where('table_id', '=', tableId).orderBy('primary', 'desc').orderBy('order').orderBy('id').execute();
}

/** A field by id; one in the trash, or in a table in the trash, counts as missing. */
export function findField(db: Executor, id: number): Promise<FieldRecord | undefined> {
  return db
    .selectFrom('database_fields')
    .select(columns)
    .where('id', '=', id)
    .where('trashed', '=', false)
    .where(inLiveTable('database_fields'))
    .executeTakeFirst();
}

/** A field by id, in the trash or not (a restore or purge). */
export function findFieldWithTrashed(db: Executor, id: number): Promise<FieldWithTrash | undefined> {
  return db.selectFrom('database_fields').select([...columns, 'trashed']).where('id', '=', id).executeTakeFirst();
}

/** Puts fields in the trash or takes them out. */
export async function setFieldsTrashed(db: Executor, ids: number[], trashed: boolean): Promise<void> {
  if (ids.length > 0) await db.updateTable('database_fields').set({ trashed }).where('id', 'in', ids).execute();
}

// The order that puts a field after every other of its table.
async function lastOrder(db: Executor, tableId: number): Promise<number> {
  const last = await db
    .selectFrom('database_fields')
    .select((eb) => eb.fn.max('order').as('max'))
    .where('table_id', '=', tableId)
    .executeTakeFirst();
  return last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
}

/** Inserts a field at the end of its table. */
export async function insertField(
  db: Executor,
  values: { tableId: number; name: string; type: FieldTypeName; primary: boolean; options: Record<string, unknown> },
): Promise<FieldRecord> {
  const order = await lastOrder(db, values.tableId);
  return db
    .insertInto('database_fields')
    .values({ table_id: values.tableId, name: values.name, type: values.type, primary: values.primary, options: JSON.stringify(values.options), order })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Writes a field's name, type and options. */
export function updateFieldRow(db: Executor, field: FieldRecord): Promise<FieldRecord> {
  return db
    .updateTable('database_fields')
    .set({ name: field.name, type: field.type, options: JSON.stringify(field.options) })
    .where('id', '=', field.id)
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Moves a field, keeping its id, to the end of another table under a new name and options (a link's related field). */
export async function moveFieldRow(db: Executor, field: Pick<FieldRecord, 'id' | 'table_id' | 'name' | 'options'>): Promise<FieldRecord> {
  const order = await lastOrder(db, field.table_id);
  return db
    .updateTable('database_fields')
    .set({ table_id: field.table_id, name: field.name, options: JSON.stringify(field.options), order })
    .where('id', '=', field.id)
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** The field as the API shows it: common keys and its type's options at the top level. */
export function presentField(field: FieldRecord): Field {
  // A computed field's stored formula names fields by id; the API answers `formula` with names (issue 34).
  const { internal_formula: _internal, ...options } = field.options;
  return {
    id: field.id,
    table_id: field.table_id,
    name: field.name,
    order: field.order,
    type: field.type,
    primary: field.primary,
    // Every field shows its constraints, as Baserow's serializer does; stored only when there are some.
    field_constraints: [],
    ...options,
  };
}
