import { dateUnitNames, type FormulaType } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../../fields/server-field-type.js';
import { bindOnce } from './bind-once.js';
import { scalarSql, type FunctionSql, type SqlCall } from './function-sql.js';

/** A date's wall clock in UTC (timestamp without zone): a date is its midnight, a date with a time read in UTC. */
export function utcSql(value: Expr, type: FormulaType | undefined): Expr {
  return type?.type === 'date' && type.includeTime ? sql`(${value} at time zone 'UTC')` : sql`cast(${value} as timestamp)`;
}

/** A UTC wall clock as a value of the result type: a date with a time, or its day. */
function fromUtcSql(value: Expr, result: FormulaType): Expr {
  return result.type === 'date' && result.includeTime ? sql`(${value} at time zone 'UTC')` : sql`cast(${value} as date)`;
}

// A unit's name as core reads it (date-units.ts: any case, trimmed), to its canonical unit; NULL when unknown.
function unitSql(name: Expr): Expr {
  const whens = Object.entries(dateUnitNames).map(([spelling, unit]) => sql`when ${sql.lit(spelling)} then ${sql.lit(unit)}`);
  return sql`(case lower(btrim(${name})) ${sql.join(whens, sql` `)} end)`;
}

function part(field: string, cast = (value: Expr) => value): FunctionSql {
  return scalarSql(([value], { types }) => cast(sql`extract(${sql.raw(field)} from ${utcSql(value!, types[0])})::numeric`));
}

// The clock now() and today() read: the context's when given (a test's), else the transaction's.
function nowSql(call: SqlCall): Expr {
  const now = call.state.ctx.now;
  return now ? sql`cast(${now.toISOString()} as timestamptz)` : sql`now()`;
}

// Seconds per unit for the units that count whole spans (core's secondsPer).
const spanSeconds = { week: 604_800, day: 86_400, hour: 3_600, minute: 60, second: 1 } as const;

/** The date functions' SQL (core's functions/date/), in UTC. */
export const dateSql = {
  year: part('year'),
  month: part('month'),
  day: part('day'),
  hour: part('hour'),
  minute: part('minute'),
  second: part('second', (value) => sql`floor(${value})`),
  weekday: part('isodow'),
  now: scalarSql((_args, call) => nowSql(call)),
  today: scalarSql((_args, call) => sql`cast(${nowSql(call)} at time zone 'UTC' as date)`),
  // to_char's text, trimmed as the reference trims it; '' for no date.
  datetime_format: scalarSql(([value, template], { types }) => sql`coalesce(btrim(to_char(${utcSql(value!, types[0])}, ${template})), '')`),
  todate: scalarSql(([text, template]) => sql`cellar_formula_todate(${text}, ${template})`),
  // Moved in UTC by whole units; out of range, or an unknown unit, is empty (migration 0021).
  date_add: scalarSql(([value, amount, unit], { types, result }) => fromUtcSql(sql`cellar_formula_date_add(${utcSql(value!, types[0])}, ${amount}, ${unitSql(unit!)})`, result)),
  // Years and months count calendar boundaries; other units whole spans, truncated toward zero.
  date_diff: scalarSql(([unit, start, end], { types, state }) =>
    bindOnce(state, [unitSql(unit!), utcSql(start!, types[1]), utcSql(end!, types[2])], ([name, from, to]) => {
      const years = sql`(extract(year from ${to}) - extract(year from ${from}))`;
      const spans = Object.entries(spanSeconds).map(([span, seconds]) => sql`when ${sql.lit(span)} then trunc((extract(epoch from ${to}) - extract(epoch from ${from})) / ${sql.lit(seconds)})`);
      return sql`(case ${name} when 'year' then ${years} when 'month' then ${years} * 12 + extract(month from ${to}) - extract(month from ${from}) ${sql.join(spans, sql` `)} end)::numeric`;
    }),
  ),
} satisfies Record<string, FunctionSql>;
