import { defineFormulaFunction } from '../function-def.js';
import { checkArguments } from '../typing.js';
import { asDate } from '../values.js';

/** The minute of a date with a time. Not in the reference: Cellar adds it. */
export const minute = defineFormulaFunction({
  name: 'minute',
  category: 'date',
  signature: 'minute(date)',
  description: 'The minute of the time, 0 to 59.',
  example: "minute(field('Starts at'))",
  arity: { min: 1, max: 1 },
  typeOf: (args) => {
    const wrong = checkArguments('minute', ['date'], args);
    if (wrong) return wrong;
    const [type] = args;
    if (type?.type === 'date' && !type.includeTime) return { ok: false, error: '`minute` takes a date with a time, got a date', argIndex: 0 };
    return { ok: true, type: { type: 'number', decimalPlaces: 0 } };
  },
  evaluate: ([value]) => {
    const date = asDate(value ?? null);
    return date ? date.getUTCMinutes() : null;
  },
});
