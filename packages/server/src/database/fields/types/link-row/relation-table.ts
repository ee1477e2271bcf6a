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
  await sql`create table ${relationTable(sides)} (${own} integer not null, ${other} integer not null, primary key (${own}, ${other}))`.execute(db);
  await addSideReference(db, sides);
  await addSideReference(db, otherSide(sides));
  const index = `${relationTableName(sides.fieldId, sides.relatedFieldId)}_reverse`;
  await sql`create index ${sql.id(index)} on ${relationTable(sides)} (${other}, ${own})`.execute(db);
}

// The same pair seen from its related field.
function otherSide(sides: LinkSides): LinkSides {
  return { fieldId: sides.relatedFieldId, tableId: sides.relatedTableId, relatedFieldId: sides.fieldId, relatedTableId: sides.tableId };
}

// The name PostgreSQL gives a column's foreign key when none is given (<table>_<column>_fkey), as
// the relation tables made before the references had names of their own were given.
function sideReferenceName(sides: LinkSides): string {
  return `${relationTableName(sides.fieldId, sides.relatedFieldId)}_${sideColumnName(sides.fieldId)}_fkey`;
}

/** Makes the field's side column reference the rows of its table, deleting a row's links with it. */
export async function addSideReference(db: Executor, sides: LinkSides): Promise<void> {
  await sql`alter table ${relationTable(sides)} add constraint ${sql.id(sideReferenceName(sides))}
    foreign key (${sql.id(sideColumnName(sides.fieldId))}) references ${userTable(sides.tableId)} (id) on delete cascade`.execute(db);
}

/** Drops that reference, while the field's table is rebuilt (table-rebuild.ts); the links stay. */
export async function dropSideReference(db: Executor, sides: LinkSides): Promise<void> {
  await sql`alter table ${relationTable(sides)} drop constraint ${sql.id(sideReferenceName(sides))}`.execute(db);
}

/** Drops a pair's relation table with its links. */
export async function dropRelationTable(db: Executor, sides: Pick<LinkSides, 'fieldId' | 'relatedFieldId'>): Promise<void> {
  await sql`drop table if exists ${relationTable(sides)}`.execute(db);
}
