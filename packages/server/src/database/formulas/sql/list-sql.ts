import type { FormulaScalarType } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../fields/server-field-type.js';
import { cheapSql } from './functions/bind-once.js';
import type { EmitState } from './sql-context.js';
import { itemFromJsonSql, itemJsonSql } from './sql-types.js';

/**
 * Where a list's items come from, as the FROM of a correlated subquery: the linked rows of a link
 * (relation table joined to the linked table, trashed rows left out), or the elements of a jsonb
 * list (a lookup field's stored column). `key` names the source: lists of one source pair up item
 * by item without a join (a lookup's amounts and its paid flags are the same linked rows).
 */
export interface ListSource {
  key: string;
  /** The FROM clause, joins included. */
  from: Expr;
  /** Its WHERE: the correlation with the row, the trash. */
  conditions: Expr[];
  /** The item's id in `{id, value}`: the linked row's. */
  id: Expr;
  /** The items' order: link order (the linked rows' order, then id), or the list's own. */
  order: Expr[];
}

/** A list while a formula is computed: its source, each item's value (an expression over the source's aliases), and filters. */
export interface ListSql {
  kind: 'list';
  source: ListSource;
  item: Expr;
  itemType: FormulaScalarType;
  /** `filter(list, condition)`'s conditions, over the same aliases. */
  where: Expr[];
}

function whereOf(list: ListSql): Expr {
  const all = [...list.source.conditions, ...list.where];
  return all.length === 0 ? sql`true` : sql.join(all, sql` and `);
}

/** One value folded from a list's items: `aggregate` gets the item's value and the order (`string_agg(item, ', ' order by …)`). */
export function foldSql(list: ListSql, aggregate: (item: Expr, order: Expr) => Expr): Expr {
  return sql`(select ${aggregate(list.item, sql.join(list.source.order))} from ${list.source.from} where ${whereOf(list)})`;
}

/**
 * The list as its API value, jsonb `[{id, value}]` in order; `[]` when it has no items. `exact`
 * keeps numbers' every digit, for a list made jsonb only to pair with another: core's items are
 * not rounded to their type's places until shown.
 */
export function listJsonSql(list: ListSql, exact = false): Expr {
  const value = exact && list.itemType.type === 'number' ? sql`to_jsonb(${list.item}::text)` : itemJsonSql(list.item, list.itemType);
  const element = sql`jsonb_build_object('id', ${list.source.id}, 'value', ${value})`;
  return sql`coalesce(${foldSql(list, (_item, order) => sql`jsonb_agg(${element} order by ${order})`)}, '[]'::jsonb)`;
}

/** A list whose items are the elements of a jsonb `[{id, value}]` (a stored lookup, or a list made into one to pair with another). */
export function jsonbList(state: EmitState, jsonb: Expr, itemType: FormulaScalarType): ListSql {
  const alias = state.alias('e');
  const element = (path: string) => sql.raw(`${alias}.item->>'${path}'`);
  return {
    kind: 'list',
    source: {
      key: alias,
      from: sql`jsonb_array_elements(coalesce(${jsonb}, '[]'::jsonb)) with ordinality as ${sql.raw(alias)}(item, n)`,
      conditions: [],
      id: sql`cast(${element('id')} as integer)`,
      order: [sql.ref(`${alias}.n`)],
    },
    item: cheapSql(itemFromJsonSql(element('value'), itemType)),
    itemType,
    where: [],
  };
}

/** The same list with each item replaced by `item` (an expression over the same aliases). */
export function mapList(list: ListSql, item: Expr, itemType: FormulaScalarType): ListSql {
  return { ...list, item, itemType };
}

/**
 * Lists that a function maps over together, made to share one source so their items pair by
 * position (core's evaluator pairs the n-th items). Lists of one unfiltered source already do; any
 * others are made jsonb and joined on their positions, a missing item being empty: as many items
 * as the longest list (a mapping), or, `alongFirst`, as the first (filter keeps the list's length).
 */
export function pairLists(state: EmitState, lists: ListSql[], alongFirst = false): ListSql[] {
  const first = lists[0]!;
  if (lists.every((list) => list.source.key === first.source.key && list.where.length === 0)) return lists;
  const aliases = lists.map(() => state.alias('z'));
  const position = sql.raw(`coalesce(${aliases.map((alias) => `${alias}.n`).join(', ')})`);
  const from = lists.map((list, index) => {
    const alias = sql.raw(aliases[index]!);
    const elements = sql`jsonb_array_elements(${listJsonSql(list, true)}) with ordinality as ${alias}(item, n)`;
    if (index === 0) return elements;
    const joinedOn = aliases.slice(0, index).map((previous) => `${previous}.n`);
    return sql`${sql.raw(alongFirst ? 'left join' : 'full join')} ${elements} on ${sql.raw(`${aliases[index]}.n`)} = ${sql.raw(joinedOn.length === 1 ? joinedOn[0]! : `coalesce(${joinedOn.join(', ')})`)}`;
  });
  const source: ListSource = {
    key: aliases.join('+'),
    from: sql.join(from, sql` `),
    conditions: [],
    id: sql.raw(`cast(coalesce(${aliases.map((alias) => `${alias}.item->>'id'`).join(', ')}) as integer)`),
    order: [position],
  };
  return lists.map((list, index) => ({
    kind: 'list',
    source,
    item: itemFromJsonSql(sql.raw(`${aliases[index]}.item->>'value'`), list.itemType),
    itemType: list.itemType,
    where: [],
  }));
}
