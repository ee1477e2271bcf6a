import { formulaLimits, textType, type FormulaScalarType, type FormulaType } from '@cellar/core';
import { sql } from 'kysely';
import type { FieldRecord } from '../../fields/fields.repo.js';
import type { Expr } from '../../fields/server-field-type.js';
import { serverFieldTypes } from '../../fields/server-field-types.js';
import { sidesOf } from '../../fields/types/link-row/link-options.js';
import { relationTable, sideColumnName } from '../../fields/types/link-row/relation-table.js';
import { liveRowSql } from '../../rows/live-rows.js';
import { userTable } from '../../tables/user-table-names.js';
import { cheapSql } from './functions/bind-once.js';
import { bounded } from './text-bound-sql.js';
import { jsonbList, type ListSql, type ListSource } from './list-sql.js';
import { cellOf, type EmitState } from './sql-context.js';
import { nullOf } from './sql-types.js';

/** A value while a formula is computed: one SQL value of the row, or a list. */
export type SqlValue = { kind: 'scalar'; sql: Expr } | ListSql;

/** A scalar SQL value. */
export function scalar(expression: Expr): SqlValue {
  return { kind: 'scalar', sql: expression };
}

/**
 * A field's cells as a formula reads them, in a row the statement names `alias`: numbers as
 * numeric, dates as date (or timestamptz with a time, the UTC day without), booleans never empty,
 * text as the field's text form (a select's option, a user's name); lists from their source.
 * `type` is the type the checker gave the field (core's fieldFormulaTypes).
 */
export function fieldValueSql(state: EmitState, field: FieldRecord, alias: string, type: FormulaType): SqlValue {
  if (type.type === 'array') return fieldListSql(state, field, alias, type.of);
  return scalar(cheapSql(scalarFieldSql(field, alias, type)));
}

function scalarFieldSql(field: FieldRecord, alias: string, type: FormulaType): Expr {
  const server = serverFieldTypes[field.type];
  const cell = cellOf(field, alias);
  switch (type.type) {
    case 'number':
      return sql`cast(${cell} as numeric)`;
    case 'boolean':
      return sql`coalesce(${cell}, false)`;
    case 'date':
      return type.includeTime ? cell : (server.utcDaySql?.(cell, field.options) ?? cell);
    case 'text':
      return server.toTextSql(cell, field.options);
    default:
      return nullOf(type);
  }
}

/** The linked rows of a link field of the row, in link order, leaving trashed rows out; null when the link has no other side. */
export function linkSource(state: EmitState, link: FieldRecord, rowAlias: string): LinkSource | null {
  const key = `link ${link.id} of ${rowAlias}`;
  const known = state.sources.get(key) as LinkSource | null | undefined;
  if (known !== undefined) return known;
  const made = newLinkSource(state, link, rowAlias);
  state.sources.set(key, made);
  return made;
}

/** A link's linked rows as a list source, with the alias its items read the linked row by. */
interface LinkSource {
  source: ListSource;
  linkedAlias: string;
  tableId: number;
}

function newLinkSource(state: EmitState, link: FieldRecord, rowAlias: string): LinkSource | null {
  const sides = sidesOf(link);
  if (!sides) return null;
  const relation = state.alias('r');
  const linked = state.alias('l');
  const ref = (name: string) => sql.ref(name);
  return {
    linkedAlias: linked,
    tableId: sides.relatedTableId,
    source: {
      key: relation,
      from: sql`${relationTable(sides)} as ${sql.id(relation)} join ${userTable(sides.relatedTableId)} as ${sql.id(linked)} on ${ref(`${linked}.id`)} = ${ref(`${relation}.${sideColumnName(sides.relatedFieldId)}`)}`,
      conditions: [sql`${ref(`${relation}.${sideColumnName(sides.fieldId)}`)} = ${ref(`${rowAlias}.id`)}`, liveRowSql(linked)],
      id: ref(`${linked}.id`),
      order: [ref(`${linked}.order`), ref(`${linked}.id`)],
    },
  };
}

/** An empty list, for a link without its other side or a field that cannot be read. */
export function emptyList(state: EmitState, itemType: FormulaScalarType): ListSql {
  return jsonbList(state, sql`'[]'::jsonb`, itemType);
}

function fieldListSql(state: EmitState, field: FieldRecord, alias: string, itemType: FormulaScalarType): ListSql {
  if (field.type === 'link_row') {
    // A link's items are the linked rows' primary values as text, as its cells show them.
    const link = linkSource(state, field, alias);
    if (!link) return emptyList(state, itemType);
    const primary = state.ctx.primaryOf(link.tableId);
    // Each primary value keeps its first maxListItemText characters (core's evaluator the same), as a lookup's items.
    const item = primary ? bounded(scalarFieldSql(primary, link.linkedAlias, textType), formulaLimits.maxListItemText) : nullOf(textType);
    return { kind: 'list', source: link.source, item, itemType, where: [] };
  }
  if (field.type === 'multiple_select') {
    const unnested = state.alias('u');
    const option = state.alias('o');
    const ref = (name: string) => sql.ref(name);
    return {
      kind: 'list',
      source: {
        key: unnested,
        from: sql`unnest(${cellOf(field, alias)}) with ordinality as ${sql.id(unnested)}(id, n) join select_options as ${sql.id(option)} on ${ref(`${option}.id`)} = ${ref(`${unnested}.id`)}`,
        conditions: [],
        id: ref(`${unnested}.id`),
        order: [ref(`${unnested}.n`)],
      },
      item: ref(`${option}.value`),
      itemType,
      where: [],
    };
  }
  return jsonbList(state, cellOf(field, alias), itemType);
}
