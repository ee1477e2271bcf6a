import { sql } from 'kysely';
import type { Expr } from '../../../fields/server-field-type.js';
import { bindOnce } from './bind-once.js';
import { scalarSql, type FunctionSql } from './function-sql.js';

/** Places as a whole number PostgreSQL's round takes without raising (core truncates them too). */
export function placesSql(places: Expr): Expr {
  return sql`greatest(-1000, least(1000, trunc(${places})))::integer`;
}

// The largest magnitude core's numbers (JavaScript's doubles) reach; past it core has no value (Infinity).
const largest = sql.lit('1.7976931348623157e308');

/** The number functions' SQL (core's functions/number/); each is empty where core's is, and raises on nothing. */
export const numberSql = {
  // Half away from zero, as numeric's round.
  round: scalarSql(([value, places]) => sql`round(${value}, ${placesSql(places!)})`),
  abs: scalarSql(([value]) => sql`abs(${value})`),
  ceil: scalarSql(([value]) => sql`ceil(${value})`),
  floor: scalarSql(([value]) => sql`floor(${value})`),
  trunc: scalarSql(([value]) => sql`trunc(${value})`),
  int: scalarSql(([value]) => sql`trunc(${value})`),
  sign: scalarSql(([value]) => sql`sign(${value})`),
  even: scalarSql(([value]) => sql`(mod(${value}, 2) = 0)`),
  odd: scalarSql(([value]) => sql`(abs(mod(${value}, 2)) = 1)`),
  // exp(709.78…) is past a double: empty, as core's Infinity.
  exp: scalarSql((args, { state }) => bindOnce(state, args, ([x]) => sql`(case when ${x} < 709.78 then exp(greatest(${x}, -10000)) end)`)),
  ln: scalarSql((args, { state }) => bindOnce(state, args, ([x]) => sql`(case when ${x} > 0 then ln(${x}) end)`)),
  log: scalarSql((args, { state }) => bindOnce(state, args, ([base, x]) => sql`(case when ${base} > 0 and ${base} <> 1 and ${x} > 0 then log(${base}, ${x}) end)`)),
  sqrt: scalarSql((args, { state }) => bindOnce(state, args, ([x]) => sql`(case when ${x} >= 0 then sqrt(${x}) end)`)),
  mod: scalarSql(([a, b]) => sql`mod(${a}, nullif(${b}, 0))`),
  // Empty where SQL's power refuses (0 to a negative power, a negative number to a fraction) and
  // where the result passes a double's range, as core's; each condition is checked before power runs.
  power: scalarSql((args, { state }) =>
    bindOnce(state, args, ([a, b]) => sql`(case
      when ${a} = 0 then (case when ${b} < 0 then null else power(${a}, ${b}) end)
      when ${a} < 0 and ${b} <> trunc(${b}) then null
      when ${b} * ln(abs(${a})) > 709.78 then null
      when ${b} * ln(abs(${a})) < -10000 then 0
      else power(${a}, ${b}) end)`),
  ),
  greatest: scalarSql(([a, b]) => sql`greatest(${a}, ${b})`),
  least: scalarSql(([a, b]) => sql`least(${a}, ${b})`),
  is_nan: scalarSql(([value]) => sql`(${value} is null)`),
  when_nan: scalarSql(([value, fallback]) => sql`coalesce(${value}, ${fallback})`),
  // The texts core reads as numbers (tonumber.ts), and within a double's range.
  // An exponent of at most 4 digits keeps the cast within numeric's range.
  tonumber: scalarSql((args, { state }) =>
    bindOnce(state, args, ([text]) => {
      const number = sql`cast(btrim(${text}, ${' \t\n\r\f\v'}) as numeric)`;
      return sql`(case when ${text} ~ '^[ \\t\\n\\r\\f\\v]*[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]{1,4})?[ \\t\\n\\r\\f\\v]*$'
        then (case when abs(${number}) <= ${largest} then ${number} end) end)`;
    }),
  ),
} satisfies Record<string, FunctionSql>;
