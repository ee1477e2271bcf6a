import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../../../db/executor.js';
import { userTable } from '../../../tables/user-table-names.js';

/**
 * A link field pair's relation table (ARCHITECTURE.md, Data): one row per link, one column per
 * side. It is named after the pair's lower field id, so either side finds it, and each column
 * after the field whose table's rows it holds, so a table linked to itself still has two.
 * Both columns reference their user tables with `on delete cascade`: deleting a row deletes its
 * links in the same statement, whoever deletes it.
 */
export interface LinkSides {
  /** The field being read or written, and the table its rows are in. */
  fieldId: number;
  tableId: number;
  /** Its related field, and the table it links to. */
  relatedFieldId: number;
  relatedTableId: number;
}

/** The SQL name of a pair's relation table. */
export function relationTableName(fieldId: number, relatedFieldId: number): string {
  return `database_relation_${Math.min(fieldId, relatedFieldId)}`;
}

/** A reference to a pair's relation table. */
export function relationTable(sides: Pick<LinkSides, 'fieldId' | 'relatedFieldId'>): RawBuilder<unknown> {
  return sql.table(relationTableName(sides.fieldId, sides.relatedFieldId));
}

/** The name of the column holding the rows of a field's own table. */
export function sideColumnName(fieldId: number): string {
  return `field_${fieldId}_row`;
}

/** Creates a pair's relation table; the primary key serves reads from the field's side, the index those from the other. */
export async function createRelationTable(db: Executor, sides: LinkSides): Promise<void> {
  const own = sql.id(sideColumnName(sides.fieldId));
  const other = sql.id(sideColumnName(sides.relatedFieldId));
  await sql`create table ${relationTable(sides)} (
    ${own} integer not null references ${userTable(sides.tableId)} (id) on delete cascade,
    ${other} integer not null references ${userTable(sides.relatedTableId)} (id) on delete cascade,
    primary key (${own}, ${other}))`.execute(db);
  const index = `${relationTableName(sides.fieldId, sides.relatedFieldId)}_reverse`;
  await sql`create index ${sql.id(index)} on ${relationTable(sides)} (${other}, ${own})`.execute(db);
}

/** Drops a pair's relation table with its links. */
export async function dropRelationTable(db: Executor, sides: Pick<LinkSides, 'fieldId' | 'relatedFieldId'>): Promise<void> {
  await sql`drop table if exists ${relationTable(sides)}`.execute(db);
}
