import { sql } from 'kysely';
import type { Expr } from '../../../fields/server-field-type.js';
import type { EmitState } from '../sql-context.js';

// Expressions cheap to write twice: a literal's parameter, a column, and those with an empty's
// coalesce around them. Anything else written twice by a guard (`case when x > 0 then ln(x) end`)
// would double at every level of nesting, so it is computed once in a subselect instead.
const cheap = new WeakSet<object>();

/** Marks an expression as cheap to repeat. */
export function cheapSql(expression: Expr): Expr {
  cheap.add(expression);
  return expression;
}

/** Whether an expression is cheap to repeat. */
export function isCheapSql(expression: Expr): boolean {
  return cheap.has(expression);
}

/**
 * Builds an expression that names its arguments more than once, computing each only once: cheap
 * arguments are repeated as they are, others read from a one-row subselect. `offset 0` keeps the
 * planner from pulling the subselect up, which would write the arguments out again.
 */
export function bindOnce(state: EmitState, args: Expr[], build: (values: Expr[]) => Expr): Expr {
  if (args.every(isCheapSql)) return build(args);
  const alias = state.alias('a');
  const names = args.map((_, index) => `v${index}`);
  const columns = sql.join(args.map((arg, index) => sql`${arg} as ${sql.id(names[index]!)}`));
  return sql`(select ${build(names.map((name) => sql.ref(`${alias}.${name}`)))} from (select ${columns} offset 0) as ${sql.id(alias)})`;
}
