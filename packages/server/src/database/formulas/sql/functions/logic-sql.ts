import { sql } from 'kysely';
import { scalarSql, type FunctionSql } from './function-sql.js';

/** The logic functions' SQL (core's functions/logic/). */
export const logicSql = {
  // An empty condition takes the else branch.
  if: scalarSql(([condition, then, otherwise]) => sql`(case when ${condition} then ${then} else ${otherwise} end)`),
  not: scalarSql(([value]) => sql`(not ${value})`),
} satisfies Record<string, FunctionSql>;
