import { defineFormulaFunction } from '../function-def.js';
import { checkArguments } from '../typing.js';
import { asDate } from '../values.js';

/** The year of a date, in UTC (SQL `extract(year …)`). */
export const year = defineFormulaFunction({
  name: 'year',
  category: 'date',
  signature: 'year(date)',
  description: 'The year of the date.',
  example: "year(field('Born'))",
  arity: { min: 1, max: 1 },
  typeOf: (args) => checkArguments('year', ['date'], args) ?? { ok: true, type: { type: 'number', decimalPlaces: 0 } },
  evaluate: ([value]) => {
    const date = asDate(value ?? null);
    return date ? date.getUTCFullYear() : null;
  },
});
