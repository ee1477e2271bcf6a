import { defineFormulaFunction } from '../function-def.js';
import { checkArguments } from '../typing.js';
import { asDate } from '../values.js';

/** The hour of a date with a time, in UTC. Not in the reference (it has only `second`): Cellar adds it. */
export const hour = defineFormulaFunction({
  name: 'hour',
  category: 'date',
  signature: 'hour(date)',
  description: 'The hour of the time, 0 to 23 (UTC).',
  example: "hour(field('Starts at'))",
  arity: { min: 1, max: 1 },
  typeOf: (args) => {
    const wrong = checkArguments('hour', ['date'], args);
    if (wrong) return wrong;
    const [type] = args;
    if (type?.type === 'date' && !type.includeTime) return { ok: false, error: '`hour` takes a date with a time, got a date', argIndex: 0 };
    return { ok: true, type: { type: 'number', decimalPlaces: 0 } };
  },
  evaluate: ([value]) => {
    const date = asDate(value ?? null);
    return date ? date.getUTCHours() : null;
  },
});
