import type { LinkedRow } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../../../db/executor.js';
import { fieldColumnName, userTable } from '../../../tables/user-table-names.js';
import { liveRowSql } from '../../../rows/live-rows.js';
import { listFields, type FieldRecord } from '../../fields.repo.js';
import type { FieldTextSql } from '../../server-field-type.js';
import { noteCellsChanged } from '../../../formulas/recompute/pending-changes.js';
import { sidesOf } from './link-options.js';
import { relationTable, sideColumnName } from './relation-table.js';

const maxRowId = 2 ** 31 - 1;
// Ids per statement: far below both engines' parameter limits.
const idsPerQuery = 5_000;
// Links per statement of a bulk write, passed as two arrays.
const linksPerQuery = 50_000;

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * The links of a window of rows, in one query whatever the window's size (plus one for the
 * linked table's primary field): each row's linked rows with their primary cell as text,
 * in the linked rows' order, then id (contract §9.4). A linked row in the trash is not shown; its
 * link is kept, so restoring the row brings it back on both sides.
 */
export async function readLinks(db: Executor, field: FieldRecord, rowIds: number[], textOf: FieldTextSql): Promise<Map<number, LinkedRow[]>> {
  const links = new Map<number, LinkedRow[]>();
  const sides = sidesOf(field);
  if (!sides || rowIds.length === 0) return links;
  const primary = (await listFields(db, sides.relatedTableId)).find((candidate) => candidate.primary);
  const value = (primary && textOf(primary, sql.ref(`t.${fieldColumnName(primary.id)}`))) ?? sql`null`;
  const own = sql.ref(`r.${sideColumnName(sides.fieldId)}`);
  // The user table first: statements lock tables in the order they name them, and a table's
  // rebuild (tables/table-rebuild.ts) takes it before its relation tables, so neither waits for
  // the other in a cycle.
  const result = await sql<{ source: number; id: number; value: string | null }>`
    select ${own} as source, t.id, ${value} as value
    from ${userTable(sides.relatedTableId)} as t join ${relationTable(sides)} as r on t.id = ${sql.ref(`r.${sideColumnName(sides.relatedFieldId)}`)}
    where ${own} in (${sql.join(rowIds)}) and ${liveRowSql('t')}
    order by t."order", t.id`.execute(db);
  for (const { source, id, value: text } of result.rows) {
    const list = links.get(source) ?? [];
    list.push({ id, value: text === null ? null : String(text) });
    links.set(source, list);
  }
  return links;
}

/**
 * Keeps only the ids of rows that exist (out of the trash) in the linked table (contract §16.5: unknown ids are
 * dropped on write, so a row created later under such an id is not linked by accident); ids past
 * the id column's range cannot exist. One query per 5,000 distinct ids.
 */
export async function existingLinkIds(db: Executor, field: FieldRecord, values: number[][]): Promise<number[][]> {
  const sides = sidesOf(field);
  if (!sides) return values.map(() => []);
  const wanted = [...new Set(values.flat())].filter((id) => id <= maxRowId);
  const existing = new Set<number>();
  for (const part of chunks(wanted, idsPerQuery)) {
    const found = await sql<{ id: number }>`select id from ${userTable(sides.relatedTableId)} where id in (${sql.join(part)}) and ${liveRowSql()}`.execute(db);
    for (const row of found.rows) existing.add(row.id);
  }
  return values.map((ids) => ids.filter((id) => existing.has(id)));
}

/** Replaces the links of some rows, in the row write's transaction: nothing is half written. */
export async function writeLinks(db: Executor, field: FieldRecord, rows: { rowId: number; value: unknown }[]): Promise<void> {
  const sides = sidesOf(field);
  if (!sides || rows.length === 0) return;
  const own = sql.id(sideColumnName(sides.fieldId));
  const other = sql.id(sideColumnName(sides.relatedFieldId));
  // Two array parameters per statement rather than one parameter per id: binding tens of thousands
  // of parameters costs more than the write itself (a database file's links arrive by the thousand).
  // Links to rows in the trash are kept: a cell never shows them nor takes them, and restoring a
  // row brings its links back on both sides even if the cell was written meanwhile.
  // The other side's rows unlinked and linked: their lookups and counts through the related field change (issue 34).
  const otherRows = new Set<number>();
  for (const part of chunks(rows.map((row) => row.rowId), linksPerQuery)) {
    const removed = await sql<{ id: number }>`delete from ${relationTable(sides)} as r where ${sql.ref(`r.${sideColumnName(sides.fieldId)}`)} = any(${part}::integer[])
      and not exists (select 1 from ${userTable(sides.relatedTableId)} as t where t.id = ${sql.ref(`r.${sideColumnName(sides.relatedFieldId)}`)} and t.trashed)
      returning ${sql.ref(`r.${sideColumnName(sides.relatedFieldId)}`)} as id`.execute(db);
    for (const row of removed.rows) otherRows.add(Number(row.id));
  }
  const pairs = rows.flatMap(({ rowId, value }) => (value as number[]).map((id) => [rowId, id] as const));
  for (const [, id] of pairs) otherRows.add(id);
  noteCellsChanged(db, [sides.fieldId], rows.map((row) => row.rowId));
  noteCellsChanged(db, [sides.relatedFieldId], otherRows);
  for (const part of chunks(pairs, linksPerQuery)) {
    const owners = part.map(([rowId]) => rowId);
    const linked = part.map(([, id]) => id);
    await sql`insert into ${relationTable(sides)} (${own}, ${other}) select * from unnest(${owners}::integer[], ${linked}::integer[])`.execute(db);
  }
}

/** `empty` for a link: the row has no links (contract §11.2) to rows out of the trash. */
export function noLinksSql(field: FieldRecord) {
  const sides = sidesOf(field);
  if (!sides) return sql`true`;
  return sql`not exists (select 1 from ${relationTable(sides)} as r join ${userTable(sides.relatedTableId)} as linked
    on linked.id = ${sql.ref(`r.${sideColumnName(sides.relatedFieldId)}`)} and ${liveRowSql('linked')}
    where ${sql.ref(`r.${sideColumnName(sides.fieldId)}`)} = ${userTable(field.table_id)}.id)`;
}
