import type { FormulaType } from '../../formula-type.js';
import { defineFormulaFunction } from '../function-def.js';
import { checkArguments } from '../typing.js';
import { asDate, asNumber, asText, dateValue } from '../values.js';
import { dateUnitOf, secondsPer } from './date-units.js';

// Date.UTC reads the years 0 to 99 as 1900 to 1999; setUTCFullYear takes them as they are, as SQL does.
function utcDate(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): Date {
  const date = new Date(Date.UTC(2000, 0, 1, hours, minutes, seconds));
  date.setUTCFullYear(year, month, day);
  return date;
}

/**
 * A date moved by a whole number of units (the amount is truncated), in UTC, as SQL's `date +
 * make_interval(…)` moves it: a month or year past the target month's end lands on its last day
 * (31 January + 1 month is 29 February 2024). Adding hours, minutes or seconds gives a date with a
 * time. Not in the reference (it adds `date_interval('1 day')`, a type Cellar's formulas do not
 * have): the issue asks for it.
 */
export const dateAdd = defineFormulaFunction({
  name: 'date_add',
  category: 'date',
  signature: 'date_add(date, amount, unit)',
  description: "The date moved by a number of units: 'year', 'month', 'week', 'day', 'hour', 'minute' or 'second'.",
  example: "date_add(field('Ordered'), 30, 'day')",
  arity: { min: 3, max: 3 },
  typeOf: (args, literals) => {
    const wrong = checkArguments('date_add', ['date', 'number', 'text'], args);
    if (wrong) return wrong;
    const unit = typeof literals?.[2] === 'string' ? dateUnitOf(literals[2]) : undefined;
    const includeTime = (args[0] as Extract<FormulaType, { type: 'date' }>).includeTime || !unit || unit === 'hour' || unit === 'minute' || unit === 'second';
    return { ok: true, type: { type: 'date', includeTime } };
  },
  evaluate: ([value, amountValue, unitName], _types, result) => {
    const date = asDate(value ?? null);
    const unit = dateUnitOf(asText(unitName ?? null));
    const amount = Math.trunc(asNumber(amountValue ?? null) ?? 0);
    if (!date || !unit) return null;
    const includeTime = result.type === 'date' && result.includeTime;
    if (unit !== 'year' && unit !== 'month') return dateValue(new Date(date.getTime() + amount * secondsPer[unit] * 1000), includeTime);
    const months = date.getUTCMonth() + amount * (unit === 'year' ? 12 : 1);
    const year = date.getUTCFullYear() + Math.floor(months / 12);
    const month = ((months % 12) + 12) % 12;
    const lastDay = utcDate(year, month + 1, 0).getUTCDate();
    const moved = utcDate(year, month, Math.min(date.getUTCDate(), lastDay), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds());
    return dateValue(moved, includeTime);
  },
});
