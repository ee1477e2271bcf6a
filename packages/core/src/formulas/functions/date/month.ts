import { defineFormulaFunction } from '../function-def.js';
import { checkArguments } from '../typing.js';
import { asDate } from '../values.js';

/** The month of a date, 1 to 12, in UTC. */
export const month = defineFormulaFunction({
  name: 'month',
  category: 'date',
  signature: 'month(date)',
  description: 'The month of the date, 1 to 12.',
  example: "month(field('Due date'))",
  arity: { min: 1, max: 1 },
  typeOf: (args) => checkArguments('month', ['date'], args) ?? { ok: true, type: { type: 'number', decimalPlaces: 0 } },
  evaluate: ([value]) => {
    const date = asDate(value ?? null);
    return date ? date.getUTCMonth() + 1 : null;
  },
});
