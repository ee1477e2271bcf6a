import { sql } from 'kysely';
import type { Expr } from '../fields/server-field-type.js';
import { serverFieldTypes } from '../fields/server-field-types.js';
import { fieldColumnName } from '../tables/user-table-ddl.js';
import type { ResolvedSort } from './resolve-row-query.js';

// Sorts apply in order, then "order" and id break ties. Nulls go last ascending for `order_by`
// (PostgreSQL's default) and first ascending in views (contract §10.3, §11.3). A reversed order
// flips every direction and null placement, so reading a reversed window and flipping it back
// gives exactly the forward window.
export function orderClause(sorts: ResolvedSort[], reversed: boolean, alias?: string): Expr {
  const ref = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  const direction = (descending: boolean) => sql.raw(descending !== reversed ? 'desc' : 'asc');
  const parts = sorts.map(({ field, descending, style }) => {
    const column = ref(fieldColumnName(field.id));
    const expression = serverFieldTypes[field.type].sortSql?.(column, field.options, style) ?? column;
    const nullsFirst = (style === 'view' ? !descending : descending) !== reversed;
    return sql`${expression} ${direction(descending)} nulls ${sql.raw(nullsFirst ? 'first' : 'last')}`;
  });
  return sql.join([...parts, sql`${ref('order')} ${direction(false)}`, sql`${ref('id')} ${direction(false)}`]);
}
