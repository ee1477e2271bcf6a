import { sql } from 'kysely';
import type { Expr } from '../../../fields/server-field-type.js';
import { scalarSql, type FunctionSql } from './function-sql.js';

/** Places as a whole number PostgreSQL's round takes without overflowing (core truncates them too). */
export function placesSql(places: Expr): Expr {
  return sql`greatest(-1000, least(1000, trunc(${places})))::integer`;
}

/** The number functions' SQL (core's functions/number/). */
export const numberSql = {
  // Half away from zero, as numeric's round.
  round: scalarSql(([value, places]) => sql`round(${value}, ${placesSql(places!)})`),
} satisfies Record<string, FunctionSql>;
