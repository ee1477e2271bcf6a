import type { FormulaType, TypedNode } from '@cellar/core';
import type { Expr } from '../../../fields/server-field-type.js';
import type { ListSql } from '../list-sql.js';
import type { EmitState } from '../sql-context.js';

/** A call as its SQL sees it: the argument and result types core's checker gave (item types when mapped over a list). */
export interface SqlCall {
  types: FormulaType[];
  result: FormulaType;
  node: Extract<TypedNode, { kind: 'call' }>;
  state: EmitState;
}

/**
 * The SQL of one formula function, beside core's definition of the same name (same meaning: the
 * shared case table runs both). A scalar function gets its arguments' SQL, empties already
 * replaced as core's `keepsNulls` says; an aggregate gets its list (and the other arguments) and
 * folds it in one correlated subquery; a list function (filter) gives a list. None may raise on
 * any value: what would is NULL, as in core.
 */
export type FunctionSql =
  | { kind: 'scalar'; sql(args: Expr[], call: SqlCall): Expr }
  | { kind: 'aggregate'; sql(list: ListSql, rest: Expr[], call: SqlCall): Expr }
  | { kind: 'list'; sql(lists: ListSql[], call: SqlCall): ListSql };

/** Declares a scalar function's SQL. */
export function scalarSql(build: (args: Expr[], call: SqlCall) => Expr): FunctionSql {
  return { kind: 'scalar', sql: build };
}

/** Declares an aggregate's SQL. */
export function aggregateSql(build: (list: ListSql, rest: Expr[], call: SqlCall) => Expr): FunctionSql {
  return { kind: 'aggregate', sql: build };
}
