import type { TypedNode } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../fields/server-field-type.js';
import type { FormulaSqlSource } from '../sql/sql-context.js';

/** The alias the row being computed has in recompute's UPDATE: the formula's SQL reads its cells through it. */
export const rowAlias = 't';

/** A computed field's value for the row `t`, as the SQL emitter (formulas/sql/) makes it; NULL while its formula does not work. */
export function computedValueSql(node: TypedNode | null, source: FormulaSqlSource): Expr {
  if (!node) return sql`null`;
  void source;
  throw new Error('formulaSql is not wired yet');
}
