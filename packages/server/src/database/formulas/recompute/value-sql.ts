import type { ComputedDisplayOptions, TypedNode } from '@cellar/core';
import { sql } from 'kysely';
import type { FieldRecord } from '../../fields/fields.repo.js';
import type { Expr } from '../../fields/server-field-type.js';
import { formulaColumnSql } from '../sql/column-sql.js';
import { formulaSqlContext, type FormulaSqlSource } from '../sql/sql-context.js';

/** The alias the row being computed has in recompute's UPDATE: the formula's SQL reads its cells through it. */
export const rowAlias = 't';

/** A computed field's value for the row `t` in its column's type (formulas/sql/); NULL while its formula does not work. */
export function computedValueSql(field: FieldRecord, node: TypedNode | null, source: FormulaSqlSource): Expr {
  if (!node) return sql`null`;
  return formulaColumnSql(node, formulaSqlContext(source, rowAlias), field.options as ComputedDisplayOptions);
}
