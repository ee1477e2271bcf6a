import { sql } from 'kysely';
import type { Expr } from '../../../fields/server-field-type.js';
import { emptyList } from '../field-value-sql.js';
import { foldSql, type ListSql } from '../list-sql.js';
import { aggregateSql, type FunctionSql } from './function-sql.js';

// Text folds by code point, as core compares text (compareFormulaValues).
function comparableItem(list: ListSql): Expr {
  return list.itemType.type === 'text' ? sql`(${list.item} collate "C")` : list.item;
}

function folded(fold: (item: Expr) => Expr): FunctionSql {
  return aggregateSql((list) => foldSql(list, (item) => fold(item)));
}

/**
 * The aggregates' SQL (core's functions/aggregate/): each folds its list in one correlated
 * subquery over the list's source (a link: its relation table joined to the linked table), its
 * empty items skipped as SQL's aggregates skip NULLs.
 */
export const aggregateFunctionSql = {
  sum: folded((item) => sql`coalesce(sum(${item}), 0)`),
  avg: folded((item) => sql`avg(${item})`),
  count: folded(() => sql`count(*)::numeric`),
  min: aggregateSql((list) => foldSql(list, () => sql`min(${comparableItem(list)})`)),
  max: aggregateSql((list) => foldSql(list, () => sql`max(${comparableItem(list)})`)),
  any: folded((item) => sql`coalesce(bool_or(${item}), false)`),
  // An empty item is not true; no items is false (core's every).
  every: folded((item) => sql`coalesce(bool_and(coalesce(${item}, false)), false)`),
  stddev_pop: folded((item) => sql`stddev_pop(${item})`),
  stddev_sample: folded((item) => sql`stddev_samp(${item})`),
  variance_pop: folded((item) => sql`var_pop(${item})`),
  variance_sample: folded((item) => sql`var_samp(${item})`),
  // In link order; an empty item joins as ''.
  join: aggregateSql((list, [delimiter]) => sql`coalesce(${foldSql(list, (item, order) => sql`string_agg(coalesce(${item}, ''), ${delimiter} order by ${order})`)}, '')`),
  // The items whose condition (an item of a list of the same source, or one value for all) is true.
  filter: {
    kind: 'list',
    sql: ([list, condition], { state }) => {
      const source = list?.kind === 'list' ? list : null;
      if (!source) return emptyList(state, { type: 'text' });
      const test = condition?.kind === 'list' ? condition.item : condition?.kind === 'scalar' ? condition.sql : sql`false`;
      return { ...source, where: [...source.where, sql`coalesce(${test}, false)`] };
    },
  },
} satisfies Record<string, FunctionSql>;
