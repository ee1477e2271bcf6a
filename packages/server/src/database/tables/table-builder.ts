import { fieldTypes, type FieldTypeName } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import type { Emit } from '../../events/unit-of-work.js';
import { insertField, type FieldRecord } from '../fields/fields.repo.js';
import { insertRows, type CellValues } from '../rows/rows.repo.js';
import { insertView, upsertFieldOptions } from '../views/views.repo.js';
import { addFieldColumn, createUserTable } from './user-table-ddl.js';
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

/**
 * Creates a table with its row store, fields, a grid view named "Grid" and its first rows
 * (orders 1..n), inside the caller's transaction. Emits `table_created`.
 */
export async function buildTable(db: Executor, emit: Emit, databaseId: number, spec: TableSpec): Promise<TableRecord> {
  const table = await insertTable(db, databaseId, spec.name);
  await createUserTable(db, table.id);
  const fields: FieldRecord[] = [];
  for (const [index, field] of spec.fields.entries()) {
    const options = fieldTypes[field.type].optionsSchema.parse(field.options ?? {}) as Record<string, unknown>;
    const created = await insertField(db, { tableId: table.id, name: field.name, type: field.type, primary: index === 0, options });
    await addFieldColumn(db, created);
    fields.push(created);
  }
  const view = await insertView(db, { tableId: table.id, name: 'Grid' });
  const widths = Object.fromEntries(
    spec.fields.flatMap((field, index) => (field.width ? [[fields[index]?.id ?? 0, { width: field.width }]] : [])),
  );
  await upsertFieldOptions(db, view.id, widths);
  const rows = spec.rows.map((values, index) => ({
    order: String(index + 1),
    cells: new Map(fields.map((field, column) => [field.id, values[column] ?? null])) as CellValues,
  }));
  if (rows.length > 0) await insertRows(db, table.id, fields, rows);
  emit({ type: 'table_created', table });
  return table;
}
