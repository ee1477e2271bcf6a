import { sql } from 'kysely';
import type { Expr } from '../fields/server-field-type.js';
import { serverFieldTypes } from '../fields/server-field-types.js';
import { cellColumnName } from '../fields/cell-column.js';
import type { ResolvedSort } from './resolve-row-query.js';

/** What a sort compares for a column or value: its type's sortSql (text under ICU's collation), else itself. */
export function sortExpression({ field, style }: ResolvedSort, value: Expr): Expr {
  return serverFieldTypes[field.type].sortSql?.(value, field.options, style) ?? value;
}

/**
 * Whether a view's sort compares an expression of its column alone (the column, or text under a
 * collation), which a sort index can hold and a remembered row's value can be compared with; a
 * single select's option text is a subquery, which neither can.
 */
export function sortsByColumnExpression({ field, style }: ResolvedSort): boolean {
  const type = serverFieldTypes[field.type];
  return style === 'view' && (type.sortSql === undefined || type.sortIndexable === true);
}

// Sorts apply in order, then "order" and id break ties. Nulls go last ascending for `order_by`
// (PostgreSQL's default) and first ascending in views (contract §10.3, §11.3). A reversed order
// flips every direction and null placement, so reading a reversed window and flipping it back
// gives exactly the forward window.
export function orderClause(sorts: ResolvedSort[], reversed: boolean, alias?: string): Expr {
  const ref = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  const direction = (descending: boolean) => sql.raw(descending !== reversed ? 'desc' : 'asc');
  const parts = sorts.map((sort) => {
    const expression = sortExpression(sort, ref(cellColumnName(sort.field)));
    const nullsFirst = (sort.style === 'view' ? !sort.descending : sort.descending) !== reversed;
    return sql`${expression} ${direction(sort.descending)} nulls ${sql.raw(nullsFirst ? 'first' : 'last')}`;
  });
  return sql.join([...parts, sql`${ref('order')} ${direction(false)}`, sql`${ref('id')} ${direction(false)}`]);
}
