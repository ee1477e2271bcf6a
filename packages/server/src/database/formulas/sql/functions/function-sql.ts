import type { FormulaType, TypedNode } from '@cellar/core';
import type { Expr } from '../../../fields/server-field-type.js';
import { emptyList, type SqlValue } from '../field-value-sql.js';
import { listJsonSql, type ListSql } from '../list-sql.js';
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
 * replaced as core's `keepsNulls` says (over a list it is applied to each item); an aggregate gets
 * its arguments whole, a list folded in one correlated subquery (list-sql.ts); a list function
 * (filter) gives a list, its list arguments paired item by item. None may raise on any value: what
 * would is NULL, as in core.
 */
export type FunctionSql =
  | {
      kind: 'scalar';
      sql(args: Expr[], call: SqlCall): Expr;
      /** Set where the SQL names each argument once, as plain operators do: over cheap arguments it is cheap to repeat (bind-once.ts). */
      namesArgsOnce?: boolean;
    }
  | { kind: 'aggregate'; sql(args: SqlValue[], call: SqlCall): Expr }
  | { kind: 'list'; sql(args: SqlValue[], call: SqlCall): ListSql };

/** Declares a scalar function's SQL. */
export function scalarSql(build: (args: Expr[], call: SqlCall) => Expr, options: { namesArgsOnce?: boolean } = {}): FunctionSql {
  return { kind: 'scalar', sql: build, ...options };
}

/** Declares an aggregate's SQL: it folds the list its first argument is (a scalar there folds as an empty list). */
export function aggregateSql(build: (list: ListSql, rest: Expr[], call: SqlCall) => Expr): FunctionSql {
  return {
    kind: 'aggregate',
    sql: ([list, ...rest], call) => build(list?.kind === 'list' ? list : emptyList(call.state, { type: 'text' }), rest.map((arg) => (arg.kind === 'scalar' ? arg.sql : listJsonSql(arg))), call),
  };
}
