import { defineFormulaFunction } from '../function-def.js';
import { checkArguments } from '../typing.js';
import { asDate } from '../values.js';

/** The ISO day of the week, 1 Monday to 7 Sunday (SQL `extract(isodow …)`), in UTC. Not in the reference: Cellar adds it. */
export const weekday = defineFormulaFunction({
  name: 'weekday',
  category: 'date',
  signature: 'weekday(date)',
  description: 'The day of the week, 1 (Monday) to 7 (Sunday).',
  example: "weekday(field('Due date'))",
  arity: { min: 1, max: 1 },
  typeOf: (args) => checkArguments('weekday', ['date'], args) ?? { ok: true, type: { type: 'number', decimalPlaces: 0 } },
  evaluate: ([value]) => {
    const date = asDate(value ?? null);
    return date ? date.getUTCDay() || 7 : null;
  },
});
