import type { Row } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { cellColumn, hasCells } from '../fields/cell-column.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import type { Expr, FieldTextSql, PresentContext } from '../fields/server-field-type.js';
import { serverFieldTypes } from '../fields/server-field-types.js';
import { fieldColumnName, hasColumn, userTable } from '../tables/user-table-ddl.js';
import { liveRowSql } from './live-rows.js';
import type { RawRow } from './rows.repo.js';

// Rows as the API shows them, apart from the RowReader so that what presents a row outside a read
// (a row restored from the trash, an undone delete) presents it the same way.

/** The select list of a rows read: id, order and each field's cells under `field_<id>` (a system column's too). */
export function selectList(columns: FieldRecord[], alias?: string): Expr {
  const ref = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  const cells = columns.filter(hasCells).map((field) => sql`${cellColumn(field, alias)} as ${sql.id(fieldColumnName(field.id))}`);
  return sql.join([ref('id'), ref('order'), ...cells]);
}

// How a field reading other fields' cells (a link) renders them: the type's linked text, else its text form.
const textOfField: FieldTextSql = (field, column) => {
  if (!hasColumn(field)) return null;
  const type = serverFieldTypes[field.type];
  return (type.linkedTextSql ?? type.toTextSql)(column, field.options);
};

/** Rows as the API shows them: id, order and each column's value, with values kept outside the table read once per window. */
export async function presentRows(db: Executor, raws: RawRow[], columns: FieldRecord[], context: PresentContext): Promise<Row[]> {
  const ids = raws.map((raw) => raw.id);
  const external = new Map<number, Map<number, unknown>>();
  for (const field of columns) {
    const read = serverFieldTypes[field.type].readExternal;
    if (read && ids.length > 0) external.set(field.id, await read(db, field, ids, textOfField));
  }
  return raws.map((raw) => {
    const row: Row = { id: raw.id, order: String(raw.order) };
    for (const field of columns) {
      const key = fieldColumnName(field.id);
      const value = external.get(field.id)?.get(raw.id) ?? raw[key];
      row[key as `field_${number}`] = serverFieldTypes[field.type].fromDb(value, field.options, context);
    }
    return row;
  });
}

/** Chosen rows out of the trash by id, in row order, presented; missing ids and trashed rows are left out. */
export async function rowsByIds(db: Executor, tableId: number, columns: FieldRecord[], ids: readonly number[], context: PresentContext): Promise<Row[]> {
  if (ids.length === 0) return [];
  const result = await sql<RawRow>`select ${selectList(columns)} from ${userTable(tableId)}
    where id = any(${[...ids]}::integer[]) and ${liveRowSql()} order by "order", id`.execute(db);
  return presentRows(db, result.rows, columns, context);
}
