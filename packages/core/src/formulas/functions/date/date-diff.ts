import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asDate, asText } from '../values.js';
import { dateUnitOf, secondsPer } from './date-units.js';

/**
 * Whole units from the start to the end date (negative when the end is earlier), in UTC: years and
 * months count calendar boundaries as the reference does (`year(end) - year(start)`, then months),
 * weeks, days, hours, minutes and seconds count whole spans, truncated toward zero — where the
 * reference rounds weeks. An unknown unit or an empty date gives empty.
 */
export const dateDiff = defineFormulaFunction({
  name: 'date_diff',
  category: 'date',
  signature: 'date_diff(unit, start, end)',
  description: "The number of whole units between two dates; unit is 'year', 'month', 'week', 'day', 'hour', 'minute' or 'second'.",
  example: "date_diff('day', field('Ordered'), field('Delivered'))",
  arity: { min: 3, max: 3 },
  typeOf: takes('date_diff', ['text', 'date', 'date'], () => ({ type: 'number', decimalPlaces: 0 })),
  evaluate: ([unitName, startValue, endValue]) => {
    const unit = dateUnitOf(asText(unitName ?? null));
    const [start, end] = [asDate(startValue ?? null), asDate(endValue ?? null)];
    if (!unit || !start || !end) return null;
    const years = end.getUTCFullYear() - start.getUTCFullYear();
    if (unit === 'year') return years;
    if (unit === 'month') return years * 12 + end.getUTCMonth() - start.getUTCMonth();
    return Math.trunc((end.getTime() - start.getTime()) / 1000 / secondsPer[unit]) || 0;
  },
});
