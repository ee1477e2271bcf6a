import { fieldTypes, fileFieldOptions, type DatabaseFileField, type DatabaseFileScope, type DatabaseFileTable } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import { createField, type FieldWrite } from '../fields/field-lifecycle.js';
import { findField, updateFieldRow, type FieldRecord } from '../fields/fields.repo.js';
import type { TableInGroup } from '../table.policy.js';
import type { CreatedIds } from './file-id-map.js';
import { placeFields } from './database-file.repo.js';

/** A table of the file with the table created for it. */
export interface ImportedTable {
  file: DatabaseFileTable;
  record: TableInGroup;
}

/** A field of the file as created: its record, and its settings as the file gives them (file ids, defaults filled in). */
export interface ImportedField {
  file: DatabaseFileField;
  fileTableId: number;
  record: FieldRecord;
  fileOptions: Record<string, unknown>;
  /** For the second side of a link pair: the file id of the first side, which writes the pair's links. */
  mirrorOf?: number;
}

// The primary field first (a table's first field is its primary one), then the file's order.
function creationOrder(table: DatabaseFileTable): DatabaseFileField[] {
  return [...table.fields.filter((field) => field.primary), ...table.fields.filter((field) => !field.primary)];
}

// The second side of a pair exists once its first side does: the related field that creation made, renamed as the file says.
async function adoptRelatedField(db: Executor, field: DatabaseFileField, partner: FieldRecord): Promise<FieldRecord> {
  const relatedId = partner.options.link_row_related_field as number;
  const related = await findField(db, relatedId);
  if (!related) throw new Error(`The related field ${relatedId} of field ${partner.id} is missing.`);
  return updateFieldRow(db, { ...related, name: field.name });
}

/** Whether a field's value is computed from others (formula, lookup, rollup, count): created once every stored field is. */
export const isComputedInFile = (field: DatabaseFileField) => fieldTypes[field.type].databaseFile?.reads !== undefined;

async function createFromFile(write: FieldWrite, table: ImportedTable, field: DatabaseFileField, fileOptions: Record<string, unknown>, ids: CreatedIds, scope: DatabaseFileScope): Promise<FieldRecord> {
  const type = fieldTypes[field.type];
  const rules = type.databaseFile;
  const options = type.optionsSchema.parse(rules?.importOptions?.(fileOptions, ids, scope) ?? field.options) as Record<string, unknown>;
  const record = await createField(write, table.record, { name: field.name, type: field.type, primary: field.primary, options });
  for (const [fileId, createdId] of rules?.createdOptionIds?.(fileOptions, record.options) ?? []) ids.options.set(fileId, createdId);
  return record;
}

/**
 * Creates every field of the file through `createField`, table by table in the file's order. A
 * link pair is created once, from the side listed first; the other side is the related field that
 * made. Computed fields come last, each after what it reads (core's computedOrder: a formula may
 * name a field listed later or in a later table). Then each table's fields are put in the file's
 * order (the related fields were put last).
 */
export async function importFields(write: FieldWrite, tables: ImportedTable[], ids: CreatedIds, scope: DatabaseFileScope, computed: number[], beforeComputed?: () => Promise<void>): Promise<ImportedField[]> {
  const created = new Map<number, ImportedField>();
  const make = async (table: ImportedTable, field: DatabaseFileField) => {
    const fileOptions = fileFieldOptions(field) ?? {};
    const link = fieldTypes[field.type].databaseFile?.link?.(fileOptions);
    const partner = link && link.relatedFieldId !== field.id ? created.get(link.relatedFieldId) : undefined;
    const record = partner ? await adoptRelatedField(write.db, field, partner.record) : await createFromFile(write, table, field, fileOptions, ids, scope);
    ids.fields.set(field.id, record.id);
    created.set(field.id, { file: field, fileTableId: table.file.id, record, fileOptions, ...(partner ? { mirrorOf: partner.file.id } : {}) });
  };
  for (const table of tables) {
    for (const field of creationOrder(table.file)) if (!isComputedInFile(field)) await make(table, field);
  }
  // A duplicated table's links to other tables are made here, so what reads through them is created valid.
  await beforeComputed?.();
  const homes = new Map(tables.flatMap((table) => table.file.fields.map((field) => [field.id, { table, field }] as const)));
  for (const id of computed) {
    const home = homes.get(id);
    if (home) await make(home.table, home.field);
  }
  await placeFields(write.db, tables.flatMap((table) => creationOrder(table.file).map((field, index) => [ids.field(field.id) as number, index] as [number, number])));
  return [...created.values()];
}
