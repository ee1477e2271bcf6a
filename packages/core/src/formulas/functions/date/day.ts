import { defineFormulaFunction } from '../function-def.js';
import { checkArguments } from '../typing.js';
import { asDate } from '../values.js';

/** The day of the month, in UTC. */
export const day = defineFormulaFunction({
  name: 'day',
  category: 'date',
  signature: 'day(date)',
  description: 'The day of the month, 1 to 31.',
  example: "day(field('Due date'))",
  arity: { min: 1, max: 1 },
  typeOf: (args) => checkArguments('day', ['date'], args) ?? { ok: true, type: { type: 'number', decimalPlaces: 0 } },
  evaluate: ([value]) => {
    const date = asDate(value ?? null);
    return date ? date.getUTCDate() : null;
  },
});
