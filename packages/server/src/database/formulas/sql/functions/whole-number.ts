import { sql } from 'kysely';
import type { Expr } from '../../../fields/server-field-type.js';

/**
 * A count or position as the integer PostgreSQL's text functions take: truncated toward zero, as
 * core truncates it, and held inside the integer range so no value makes the function raise.
 */
export function wholeNumberSql(value: Expr): Expr {
  return sql`greatest(-2147483647, least(2147483647, trunc(${value})))::integer`;
}
