import { fieldTypes, type FieldTypeName } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import type { Emit } from '../../events/unit-of-work.js';
import { createField } from '../fields/field-lifecycle.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import { prepareCells } from '../rows/row-values.js';
import type { TableInGroup } from '../table.policy.js';
import { insertRows, type CellValues } from '../rows/rows.repo.js';
import { insertView, upsertFieldOptions } from '../views/views.repo.js';
import type { RowAuthor } from './system-columns.js';
import { createUserTable } from './user-table-ddl.js';
import { insertTable, type TableRecord } from './tables.repo.js';

/** A field of a table being built; the first one becomes the primary field. */
export interface FieldSpec {
  name: string;
  type: FieldTypeName;
  options?: Record<string, unknown>;
  /** Width of its grid column in the table's first view. */
  width?: number;
}

/** What a new table starts with: fields, and rows as API values aligned with them. */
export interface TableSpec {
  name: string;
  fields: FieldSpec[];
  rows: unknown[][];
}

/** Where a new table goes: its database, and the group that database belongs to. */
export interface TablePlace {
  databaseId: number;
  groupId: number;
  /** Who the first rows are created by (the system columns). */
  author: RowAuthor;
}

/**
 * Creates a table with its row store, fields, a grid view named "Grid" and its first rows
 * (orders 1..n), inside the caller's transaction. Emits `table_created`.
 */
export async function buildTable(db: Executor, emit: Emit, place: TablePlace, spec: TableSpec): Promise<TableRecord> {
  const table = await insertTable(db, place.databaseId, spec.name);
  await createUserTable(db, table.id);
  const inGroup: TableInGroup = { ...table, groupId: place.groupId };
  const fields: FieldRecord[] = [];
  for (const [index, field] of spec.fields.entries()) {
    const options = fieldTypes[field.type].optionsSchema.parse(field.options ?? {}) as Record<string, unknown>;
    fields.push(await createField({ db, emit }, inGroup, { name: field.name, type: field.type, primary: index === 0, options }));
  }
  const view = await insertView(db, { tableId: table.id, name: 'Grid' });
  const widths = Object.fromEntries(
    spec.fields.flatMap((field, index) => (field.width ? [[fields[index]?.id ?? 0, { width: field.width }]] : [])),
  );
  await upsertFieldOptions(db, view.id, widths);
  const rows = spec.rows.map((values) => new Map(fields.map((field, column) => [field.id, values[column] ?? null])) as CellValues);
  const prepared = await prepareCells(db, fields, rows);
  if (prepared.length > 0) await insertRows(db, table.id, fields, prepared.map((cells, index) => ({ order: String(index + 1), cells })), place.author);
  emit({ type: 'table_created', groupId: place.groupId, tableId: table.id, table });
  return table;
}
