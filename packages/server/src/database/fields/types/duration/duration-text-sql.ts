import { decimalsOf, durationFormatRules, maxDurationSeconds, type DurationFormat } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../server-field-type.js';
import { trimSql } from '../text-like.js';

// Conversions run in DDL (literals only, no subqueries), so each piece repeats its input expression.

/** Seconds rounded to a format's step, half away from zero (numeric `round`), as core's `roundToFormat`. */
export function roundSecondsSql(seconds: Expr, format: DurationFormat): Expr {
  const { step } = durationFormatRules[format];
  return step >= 1 ? sql`round(${seconds} / ${sql.lit(step)}) * ${sql.lit(step)}` : sql`round(${seconds}, ${sql.lit(decimalsOf(format))})`;
}

const pad = (value: Expr) => sql`lpad((${value})::text, 2, '0')`;

/** A duration's text as core's `formatDuration` writes it, from its seconds. */
export function durationTextSql(seconds: Expr, format: DurationFormat): Expr {
  const a = sql`abs(${seconds})`;
  const days = sql`floor(${a} / 86400)::bigint`;
  const hours = sql`floor(mod(${a}, 86400) / 3600)::bigint`;
  const totalHours = sql`floor(${a} / 3600)::bigint`;
  const minutes = pad(sql`floor(mod(${a}, 3600) / 60)::bigint`);
  const places = decimalsOf(format);
  const secs = places === 0 ? pad(sql`floor(mod(${a}, 60))::bigint`) : sql`lpad(round(mod(${a}, 60), ${sql.lit(places)})::text, ${sql.lit(3 + places)}, '0')`;
  const writers: { readonly [F in DurationFormat]: Expr } = {
    'h:mm': sql`${totalHours} || ':' || ${minutes}`,
    'h:mm:ss': sql`${totalHours} || ':' || ${minutes} || ':' || ${secs}`,
    'h:mm:ss.s': sql`${totalHours} || ':' || ${minutes} || ':' || ${secs}`,
    'h:mm:ss.ss': sql`${totalHours} || ':' || ${minutes} || ':' || ${secs}`,
    'h:mm:ss.sss': sql`${totalHours} || ':' || ${minutes} || ':' || ${secs}`,
    'd h': sql`${days} || 'd ' || ${hours} || 'h'`,
    'd h:mm': sql`${days} || 'd ' || ${hours} || ':' || ${minutes}`,
    'd h:mm:ss': sql`${days} || 'd ' || ${hours} || ':' || ${minutes} || ':' || ${secs}`,
    'd h mm': sql`${days} || 'd ' || ${hours} || 'h ' || ${minutes} || 'm'`,
    'd h mm ss': sql`${days} || 'd ' || ${hours} || 'h ' || ${minutes} || 'm ' || ${secs} || 's'`,
  };
  return sql`case when ${seconds} is null then null else (case when ${seconds} < 0 then '-' else '' end) || ${writers[format]} end`;
}

// Formats that read "1:30" and "1d 2:30" as hours and minutes, as core's duration-parse.ts reads them.
const hourColonFormats: readonly DurationFormat[] = ['h:mm', 'd h', 'd h:mm'];
const dayHourColonFormats: readonly DurationFormat[] = ['h:mm', 'd h', 'd h:mm', 'd h mm'];
const num = '([0-9]{1,20}(?:\\.[0-9]{1,20})?)';
const int = '([0-9]{1,20})';
const colon2 = `^${int}:${int}$`;
const colon3 = `^${int}:${int}:${num}$`;
const dayColon2 = `^${int}(?:d\\s*|\\s+)${int}:${int}$`;
const dayColon3 = `^${int}(?:d\\s*|\\s+)${int}:${int}:${num}$`;
const minuteSecond = `^${int}:${num}$`;
const units = `^(?:${int}d\\s*)?(?:${int}h\\s*)?(?:${int}m\\s*)?(?:${num}s)?$`;

/**
 * Seconds from text, as a conversion reads it: a plain number is seconds (a number field's text),
 * the colon forms ("1:30", "1:02:03", "1d 2:30") and unit forms ("1d 2h 3m 4s") as core reads them
 * for the format; NULL for anything else or past the largest duration. Never raises.
 */
export function secondsFromTextSql(text: Expr, format: DurationFormat): Expr {
  const trimmed = trimSql(text);
  const body = sql`regexp_replace(${trimmed}, '^-', '')`;
  const sign = sql`(case when ${trimmed} like '-%' then -1 else 1 end)`;
  const part = (pattern: string, index: number) => sql`coalesce((regexp_match(${body}, ${sql.lit(pattern)}))[${sql.lit(index)}]::numeric, 0)`;
  const matches = (pattern: string) => sql`${body} ~ ${sql.lit(pattern)}`;
  const hourColon = hourColonFormats.includes(format);
  const dayHourColon = dayHourColonFormats.includes(format);
  const seconds = sql`case
    when ${matches(`^${num}$`)} then ${body}::numeric
    when ${matches(colon3)} then ${part(colon3, 1)} * 3600 + ${part(colon3, 2)} * 60 + ${part(colon3, 3)}
    when ${matches(colon2)} then ${hourColon ? sql`${part(colon2, 1)} * 3600 + ${part(colon2, 2)} * 60` : sql`${part(colon2, 1)} * 60 + ${part(colon2, 2)}`}
    when ${matches(minuteSecond)} then ${part(minuteSecond, 1)} * 60 + ${part(minuteSecond, 2)}
    when ${matches(dayColon3)} then ${part(dayColon3, 1)} * 86400 + ${part(dayColon3, 2)} * 3600 + ${part(dayColon3, 3)} * 60 + ${part(dayColon3, 4)}
    when ${matches(dayColon2)} then ${part(dayColon2, 1)} * 86400 + ${dayHourColon ? sql`${part(dayColon2, 2)} * 3600 + ${part(dayColon2, 3)} * 60` : sql`${part(dayColon2, 2)} * 60 + ${part(dayColon2, 3)}`}
    when ${body} <> '' and ${matches(units)} then ${part(units, 1)} * 86400 + ${part(units, 2)} * 3600 + ${part(units, 3)} * 60 + ${part(units, 4)}
    end`;
  const rounded = roundSecondsSql(sql`(${sign} * ${seconds})`, format);
  return sql`(case when abs(${rounded}) < ${sql.lit(maxDurationSeconds)} then ${rounded} end)`;
}
